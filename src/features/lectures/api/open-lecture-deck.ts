// What the editor and the presentation open: the lecture as the server has it (or as this device kept it, offline),
// with this device's unsent deck on top when there is one (edits not yet delivered are newer than the server's).
// Without a network and without a kept copy, a lecture the user downloaded for use offline opens from the download.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';
import { downloadKey } from '@/shared/downloads.ts';
import type { LectureDeck, LectureDetail } from '@/shared/lecture.ts';
import { lectureDeckKey, loadLectureDeck } from './get-lecture-deck.ts';
import { unsentDeck } from './queue-deck-save.ts';

async function downloaded(userId: number, id: number): Promise<LectureDetail | null> {
  const { downloadedData } = await import('@/offline/downloads/downloads.ts');
  return downloadedData<LectureDetail>(userId, downloadKey('lecture', id));
}

export async function openLectureDeck(client: QueryClient, userId: number, id: number): Promise<{ detail: LectureDetail; deck: LectureDeck }> {
  const load = async (): Promise<LectureDetail> => {
    const copy = await downloaded(userId, id);
    // Offline with no kept copy, the download answers without waiting for a request that cannot succeed.
    if (copy && !onlineManager.isOnline() && !client.getQueryData(lectureDeckKey(id))) return copy;
    try {
      return await loadLectureDeck(client, id, { fallback: Boolean(copy) });
    } catch (e) {
      if (copy && isApiError(e) && e.isNetworkError) return copy;
      throw e;
    }
  };
  const [detail, unsent] = await Promise.all([load(), unsentDeck(userId, id)]);
  return { detail, deck: unsent ?? detail.deck };
}
