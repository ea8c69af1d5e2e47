// PATCH a/feedbacks/{id}: the status and the reply; the server sends a new or changed reply to the author.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { FeedbackDetail } from '@/shared/feedback.ts';
import type { FeedbackUpdateInput } from '@/shared/schemas/feedback.ts';
import { FEEDBACKS_ADMIN_KEY } from './get-feedbacks.ts';

export function useUpdateFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: FeedbackUpdateInput }) =>
      requestData<FeedbackDetail>(`a/feedbacks/${id}`, { method: 'PATCH', body: input }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: FEEDBACKS_ADMIN_KEY }),
  });
}
