// GET s/school_groups/:id/requests: the group's join requests for its teachers, waiting ones first, paginated.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { GroupJoinRequest } from '@/shared/schemas/group-join.ts';

export interface RequestsPage {
  data: GroupJoinRequest[];
  pagination: { total: number; page: number; perPage: number };
}

export const JOIN_REQUESTS_PER_PAGE = 10;

/** Under the teaching view's key: an approval changes the group's members and counts, refreshed with it. */
export const joinRequestsKey = (schoolId: number, groupId: number) => [...teachingKey(schoolId), 'group-join', groupId] as const;

export const joinRequestsQueryOptions = (schoolId: number, groupId: number, page: number) =>
  queryOptions({
    queryKey: [...joinRequestsKey(schoolId, groupId), page],
    queryFn: ({ signal }) =>
      request<RequestsPage>(`s/school_groups/${groupId}/requests`, { school: schoolId, signal, query: { page, perPage: JOIN_REQUESTS_PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
