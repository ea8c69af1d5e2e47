// PUT lecture_decks/:id through the outbox: each autosave replaces the unsent one before it (enqueueLatest), so a
// deck edited offline for an hour goes out once, whole, when the network returns. The unsent copy is also what the
// editor opens after a reload, as it is newer than the server's.
import { API_BASE } from '@/lib/http.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { db, type OutboxItem } from '@/offline/db.ts';
import { drain, enqueueLatest } from '@/offline/outbox.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import type { LectureDeck } from '@/shared/lecture.ts';
import { deckUrl } from './get-lecture-deck.ts';

export const deckGroup = (lectureId: number) => `lecture:${lectureId}`;

/** Resolves once the deck is safe in IndexedDB; sent at once when online, else when the network returns. */
export async function queueDeckSave(who: { userId: number; lectureId: number; name: string }, deck: LectureDeck): Promise<OutboxItem> {
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token) await setOutboxAuth(who.userId, token);
  const item = await enqueueLatest({
    userId: who.userId,
    schoolId: null,
    kind: 'lecture',
    group: deckGroup(who.lectureId),
    method: 'PUT',
    url: `${API_BASE}${deckUrl(who.lectureId)}`,
    body: deck,
    label: `Bài giảng: ${who.name}`,
  });
  if (navigator.onLine) void drain().catch(() => undefined);
  return item;
}

/** The newest deck of this lecture still waiting in the outbox (pending or refused) for this user, if any. */
export async function unsentDeck(userId: number, lectureId: number): Promise<LectureDeck | null> {
  const items = await db.outbox
    .where('[group+kind]')
    .equals([deckGroup(lectureId), 'lecture'])
    .toArray();
  const mine = items.filter((i) => i.userId === userId).sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
  return (mine[0]?.body as LectureDeck | undefined) ?? null;
}
