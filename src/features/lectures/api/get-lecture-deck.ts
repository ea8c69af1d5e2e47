// GET lecture_decks/:id: a lecture's deck for the editor and the presentation, and whether the caller may change it.
import { onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { isApiError } from '@/lib/api-error.ts';
import type { LectureDetail } from '@/shared/lecture.ts';

export const deckUrl = (id: number) => `/lecture_decks/${id}`;

export const lectureDeckKey = (id: number) => ['lectures', 'deck', id] as const;

export const lectureDeckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lectureDeckKey(id),
    queryFn: ({ signal }) => requestData<LectureDetail>(deckUrl(id), { signal }),
    // The editor's own copy is authoritative while it is open; a refetch must not replace what the teacher is doing.
    staleTime: Infinity,
    // Kept on the device: the editor opens again after a reload without a network (with the unsent copy on top).
    meta: { offline: true },
  });

/**
 * The deck as the server has it now (another device may have changed it), or, without a network, the copy this
 * device kept. A refusal (403, 404) is never hidden behind the kept copy. `fallback`: the caller has another copy
 * for a failed request (a download).
 */
export async function loadLectureDeck(client: QueryClient, id: number, opts: { fallback?: boolean } = {}): Promise<LectureDetail> {
  const options = lectureDeckQueryOptions(id);
  // Without a network the request would only fail after its retries: the kept copy answers at once.
  const kept = client.getQueryData(options.queryKey);
  if (kept && !onlineManager.isOnline()) return kept;
  try {
    // With a copy to fall back on (kept here, or the caller's), one failed request is enough: a school's Wi-Fi
    // without internet says "online" and would otherwise keep the lecture closed through every retry.
    const noRetry = kept || opts.fallback ? { retry: false } : {};
    return await client.fetchQuery({ ...options, staleTime: 0, ...noRetry });
  } catch (e) {
    if (kept && isApiError(e) && e.isNetworkError) return kept;
    throw e;
  }
}
