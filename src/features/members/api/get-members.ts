// GET s/teachers and GET s/students (spec §7 members): twin endpoints with one shape, paginated (up to 500 a page),
// searchable, filtered by group and state, sorted by the server.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { DEFAULT_MEMBER_PAGE_SIZE, type MemberFilters } from '@/shared/member-list.ts';
import type { Page } from './get-join-requests.ts';

export type MemberKind = 'teacher' | 'student';

export interface Member {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  gender: number | null;
  /** 'teacher' | 'officer' | 'supervisor' | 'student' */
  position: string;
  isActive: boolean;
  groups: { id: number; name: string }[];
}

export interface MembersParams extends MemberFilters {
  page: number;
  perPage?: number;
}

export const MEMBER_PATHS: Record<MemberKind, string> = { teacher: 's/teachers', student: 's/students' };

export const getMembers = (schoolId: number, kind: MemberKind, p: MembersParams, signal?: AbortSignal) =>
  request<Page<Member>>(MEMBER_PATHS[kind], {
    school: schoolId,
    signal,
    query: { page: p.page, perPage: p.perPage ?? DEFAULT_MEMBER_PAGE_SIZE, name: p.name, group: p.group, status: p.status, sort: p.sort },
  });

export const membersQueryOptions = (schoolId: number, kind: MemberKind, p: MembersParams) =>
  queryOptions({
    queryKey: ['members', schoolId, kind, p],
    queryFn: ({ signal }) => getMembers(schoolId, kind, p, signal),
    placeholderData: keepPreviousData,
  });
