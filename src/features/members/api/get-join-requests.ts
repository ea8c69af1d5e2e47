// GET s/join_school_requests (spec §7 members): the school's join requests, newest first, filtered by status.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { SchoolPosition } from '@/shared/constants.ts';
import type { JoinRequestStatus } from '@/shared/session.ts';

export type { JoinRequestStatus };

export interface JoinRequest {
  id: number;
  status: JoinRequestStatus;
  roleType: SchoolPosition;
  reason: string | null;
  createdAt: string;
  user: { id: number; first_name: string; last_name: string; email: string; phone: string | null };
}

export interface Page<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

export interface JoinRequestsParams {
  /** 'all' lists every status. */
  status: JoinRequestStatus | 'all';
  page: number;
}

export const JOIN_REQUESTS_PER_PAGE = 12;

export const getJoinRequests = (schoolId: number, p: JoinRequestsParams, signal?: AbortSignal) =>
  request<Page<JoinRequest>>('s/join_school_requests', {
    school: schoolId,
    signal,
    query: { status: p.status === 'all' ? undefined : p.status, page: p.page, perPage: JOIN_REQUESTS_PER_PAGE },
  });

export const joinRequestsKey = (schoolId: number) => ['join-requests', schoolId] as const;

export const joinRequestsQueryOptions = (schoolId: number, p: JoinRequestsParams) =>
  queryOptions({
    queryKey: [...joinRequestsKey(schoolId), 'list', p],
    queryFn: ({ signal }) => getJoinRequests(schoolId, p, signal),
    // Changing the filter or page keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
