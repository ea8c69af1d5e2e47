// GET s/teachers/:id and s/students/:id: one member of the school, as the edit form shows them.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MemberDetail, MemberKind } from '@/shared/member.ts';

export const MEMBER_PATHS: Record<MemberKind, string> = { teacher: 's/teachers', student: 's/students' };

/** Every members query of a school starts with this, so one invalidation refreshes lists and details. */
export const membersKey = (schoolId: number) => ['members', schoolId] as const;

export const memberQueryOptions = (schoolId: number, kind: MemberKind, id: number) =>
  queryOptions({
    queryKey: [...membersKey(schoolId), kind, 'detail', id],
    queryFn: ({ signal }) => requestData<MemberDetail>(`${MEMBER_PATHS[kind]}/${id}`, { school: schoolId, signal }),
    staleTime: 0,
  });
