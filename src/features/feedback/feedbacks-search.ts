// The URL search of /feedbacks (status, kind, q, page), read defensively. It runs in the app's entry (validateSearch):
// it imports only the lists of statuses and kinds.
import { FEEDBACK_KINDS, FEEDBACK_STATUSES, type FeedbackKind, type FeedbackStatus } from '@/shared/feedback-lists.ts';

export interface FeedbacksSearch {
  status?: FeedbackStatus;
  kind?: FeedbackKind;
  q?: string;
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

export function parseFeedbacksSearch(search: Record<string, unknown>): FeedbacksSearch {
  const page = Number(search.page);
  // The router JSON-parses values, so a search for "123" arrives as a number.
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, 200) : '';
  return {
    status: oneOf(FEEDBACK_STATUSES, search.status),
    kind: oneOf(FEEDBACK_KINDS, search.kind),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
