// GET feedbacks/mine: the user's newest feedback with the administrators' replies ("Góp ý của tôi" in the help dialog).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MyFeedback } from '@/shared/feedback.ts';

export const MY_FEEDBACKS_KEY = ['feedbacks', 'mine'] as const;

export const myFeedbacksQueryOptions = () =>
  queryOptions({
    queryKey: MY_FEEDBACKS_KEY,
    queryFn: ({ signal }) => requestData<MyFeedback[]>('feedbacks/mine', { signal }),
  });
