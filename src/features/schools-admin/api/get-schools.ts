// GET schools (spec §7 schools, system administrator): every school with its expiry and member count.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';

export interface SchoolRow {
  id: number;
  name: string;
  code: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  isActive: boolean;
  expiresAt: string;
  createdAt: string;
  memberCount: number;
}

/** expiring: open, ending within EXPIRING_WITHIN_DAYS days (the system overview links to it). */
export type SchoolStatusFilter = 'all' | 'active' | 'expiring' | 'expired';

export interface SchoolsParams {
  page: number;
  name?: string;
  status: SchoolStatusFilter;
}

export const SCHOOLS_PER_PAGE = 12;

export const getSchools = (p: SchoolsParams, signal?: AbortSignal) =>
  request<{ data: SchoolRow[]; pagination: { total: number; page: number; perPage: number } }>('schools', {
    signal,
    query: { page: p.page, perPage: SCHOOLS_PER_PAGE, name: p.name, status: p.status === 'all' ? undefined : p.status },
  });

export const schoolsQueryOptions = (p: SchoolsParams) =>
  queryOptions({
    queryKey: ['schools', 'list', p],
    queryFn: ({ signal }) => getSchools(p, signal),
    placeholderData: keepPreviousData,
  });

/** Open for use: switched on and not past its expiry date (the server's status filter uses the same rule). */
export const isSchoolOpen = (s: Pick<SchoolRow, 'isActive' | 'expiresAt'>, now = Date.now()) => s.isActive && Date.parse(s.expiresAt) >= now;
