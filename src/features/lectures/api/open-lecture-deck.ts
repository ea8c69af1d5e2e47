// What the editor and the presentation open: the lecture as the server has it (or as this device kept it, offline),
// with this device's unsent deck on top when there is one (edits not yet delivered are newer than the server's).
import type { QueryClient } from '@tanstack/react-query';
import type { LectureDeck, LectureDetail } from '@/shared/lecture.ts';
import { loadLectureDeck } from './get-lecture-deck.ts';
import { unsentDeck } from './queue-deck-save.ts';

export async function openLectureDeck(client: QueryClient, userId: number, id: number): Promise<{ detail: LectureDetail; deck: LectureDeck }> {
  const [detail, unsent] = await Promise.all([loadLectureDeck(client, id), unsentDeck(userId, id)]);
  return { detail, deck: unsent ?? detail.deck };
}
