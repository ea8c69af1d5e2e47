// GET s/students: the school's students to pick from when adding to a group, searched by name or email, with the
// groups each is in (so one already in this group is shown as such).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { Page } from './get-group-members.ts';

export interface SchoolStudent {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  isActive: boolean;
  groups: { id: number; name: string }[];
}

export const STUDENTS_PER_PAGE = 20;

export const schoolStudentsKey = (schoolId: number) => ['group-admin', schoolId, 'students'] as const;

export const schoolStudentsQueryOptions = (schoolId: number, p: { page: number; name: string }) =>
  queryOptions({
    queryKey: [...schoolStudentsKey(schoolId), p],
    queryFn: ({ signal }) =>
      request<Page<SchoolStudent>>('s/students', { school: schoolId, signal, query: { page: p.page, perPage: STUDENTS_PER_PAGE, name: p.name } }),
    placeholderData: keepPreviousData,
  });
