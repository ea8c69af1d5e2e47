// GET join_school_requests: the signed-in user's own requests to join a school (waiting, or recently turned down).
// Shared: the overview shows them, the join dialog refreshes them after sending one.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MyJoinRequest } from '@/shared/session.ts';

/** While a request waits, the overview asks again this often, so an approval shows without a reload. */
export const PENDING_REFRESH_MS = 30_000;

export const myJoinRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['join-requests', 'mine'],
    queryFn: ({ signal }) => requestData<MyJoinRequest[]>('join_school_requests', { signal }),
    meta: { offline: true },
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'pending') ? PENDING_REFRESH_MS : false),
  });
