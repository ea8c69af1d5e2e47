// POST feedbacks: anyone signed in sends one from the help dialog, naming the school they are in (the page's, else the
// one they chose last; the server keeps it only if they belong to it). A send that got no answer is retried with the
// same Idempotency-Key while the text is unchanged, so a request that did arrive is never filed twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { requestData } from '@/lib/http.ts';
import { isApiError } from '@/lib/api-error.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { newIdempotencyKey } from '@/offline/outbox-item.ts';
import type { MyFeedback } from '@/shared/feedback.ts';
import type { FeedbackInput } from '@/shared/schemas/feedback.ts';
import { MY_FEEDBACKS_KEY } from './get-my-feedbacks.ts';

/** The school of the page the user is on (/{schoolId}/…), else the one they chose last. */
export function currentSchoolId(pathname: string): number | null {
  const inPath = /^\/(\d{1,9})(?:\/|$)/.exec(pathname)?.[1];
  const chosen = readKey(STORAGE_KEYS.schoolId);
  const id = Number(inPath ?? chosen);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function useSendFeedback() {
  const qc = useQueryClient();
  const pending = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: (input: FeedbackInput) => {
      const body = JSON.stringify(input);
      if (pending.current?.body !== body) pending.current = { key: newIdempotencyKey(), body };
      return requestData<MyFeedback>('feedbacks', {
        method: 'POST',
        body: input,
        school: currentSchoolId(window.location.pathname) ?? undefined,
        headers: { 'Idempotency-Key': pending.current.key },
      });
    },
    networkMode: 'always',
    onSettled: (_data, error) => {
      // The server answered (filed or refused): that key is spent. Without an answer it is kept for the retry.
      if (!error || !isApiError(error) || error.status !== 0) pending.current = null;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_FEEDBACKS_KEY }),
  });
}
