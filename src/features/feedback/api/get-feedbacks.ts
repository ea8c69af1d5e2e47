// GET a/feedbacks (spec §7 feedback list, system administrators): newest first, by status and kind, searched without
// accents over subject, message, sender and school, paged, with how many match in each status.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { FEEDBACKS_PER_PAGE, type FeedbackKind, type FeedbackListPage, type FeedbackStatus } from '@/shared/feedback.ts';

export interface FeedbacksParams {
  page: number;
  status?: FeedbackStatus;
  kind?: FeedbackKind;
  q?: string;
}

/** Every query of the administrators' screen starts with this, so a change refreshes each list and detail. */
export const FEEDBACKS_ADMIN_KEY = ['feedbacks', 'admin'] as const;

export const feedbacksQueryOptions = (p: FeedbacksParams) =>
  queryOptions({
    queryKey: [...FEEDBACKS_ADMIN_KEY, 'list', p],
    queryFn: ({ signal }) =>
      request<FeedbackListPage>('a/feedbacks', { signal, query: { page: p.page, perPage: FEEDBACKS_PER_PAGE, status: p.status, kind: p.kind, q: p.q } }),
    placeholderData: keepPreviousData,
  });
