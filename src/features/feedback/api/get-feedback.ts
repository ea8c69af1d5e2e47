// GET a/feedbacks/{id} (spec §7 feedback detail): one feedback in full, with what was attached and its reply.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { FeedbackDetail } from '@/shared/feedback.ts';
import { FEEDBACKS_ADMIN_KEY } from './get-feedbacks.ts';

export const feedbackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...FEEDBACKS_ADMIN_KEY, 'detail', id],
    queryFn: ({ signal }) => requestData<FeedbackDetail>(`a/feedbacks/${id}`, { signal }),
  });
