// GET schools/:id (spec §7 schools, system administrator): one school with its contract, quotas, address codes,
// members of each position and its administrators.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface SchoolAdministrator {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  isActive: boolean;
}

export interface SchoolDetail {
  id: number;
  name: string;
  code: string;
  address: string | null;
  street: string | null;
  provinceCode: string | null;
  wardCode: string | null;
  phone: string | null;
  email: string | null;
  isActive: boolean;
  /** The instant the contract ends: the end of its last day in Vietnam. */
  expiresAt: string;
  /** yyyy-MM-dd; null for a school made before contracts were recorded. */
  contractStartsOn: string | null;
  storageLimitMb: number | null;
  speakingCallLimit: number | null;
  createdAt: string;
  memberCount: number;
  members: { supervisor: number; officer: number; teacher: number; student: number };
  administrators: SchoolAdministrator[];
}

export const schoolKey = (id: number) => ['schools', 'detail', id] as const;

export const getSchool = (id: number, signal?: AbortSignal) => requestData<SchoolDetail>(`schools/${id}`, { signal });

export const schoolQueryOptions = (id: number) => queryOptions({ queryKey: schoolKey(id), queryFn: ({ signal }) => getSchool(id, signal) });
