// GET s/teachers and GET s/students (spec §7 members): twin endpoints with one shape, paginated and searchable.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
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

export interface MembersParams {
  page: number;
  name?: string;
}

export const MEMBERS_PER_PAGE = 12;

const PATHS: Record<MemberKind, string> = { teacher: 's/teachers', student: 's/students' };

export const getMembers = (schoolId: number, kind: MemberKind, p: MembersParams, signal?: AbortSignal) =>
  request<Page<Member>>(PATHS[kind], { school: schoolId, signal, query: { page: p.page, perPage: MEMBERS_PER_PAGE, name: p.name } });

export const membersQueryOptions = (schoolId: number, kind: MemberKind, p: MembersParams) =>
  queryOptions({
    queryKey: ['members', schoolId, kind, p],
    queryFn: ({ signal }) => getMembers(schoolId, kind, p, signal),
    placeholderData: keepPreviousData,
  });
