// GET s/school_groups/:id/users: the group's teachers and students, paginated, searched by name or email.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { GroupMember } from '@/shared/schemas/school-group.ts';
import { groupAdminKey } from './get-group.ts';

export interface Page<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

export interface GroupMembersParams {
  page: number;
  name?: string;
}

export const GROUP_MEMBERS_PER_PAGE = 20;

export const groupMembersQueryOptions = (schoolId: number, groupId: number, p: GroupMembersParams) =>
  queryOptions({
    queryKey: [...groupAdminKey(schoolId, groupId), 'users', p],
    queryFn: ({ signal }) =>
      request<Page<GroupMember>>(`s/school_groups/${groupId}/users`, {
        school: schoolId,
        signal,
        query: { page: p.page, perPage: GROUP_MEMBERS_PER_PAGE, name: p.name },
      }),
    placeholderData: keepPreviousData,
  });
