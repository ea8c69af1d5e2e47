// The editor's autosave: a changed deck goes to the outbox shortly after the last edit (and at once when the page is
// hidden or the editor closes), and the state the header shows is read from the outbox itself: nothing is called
// saved before IndexedDB holds it, and "sent" only once the outbox has no copy of it left.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { StorageFullError } from '@/offline/db.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { retryItem } from '@/offline/outbox.ts';
import { syncStatus } from '@/offline/outbox-status.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import type { LectureDeck } from '@/shared/lecture.ts';
import { deckGroup, queueDeckSave } from './api/queue-deck-save.ts';

export const AUTOSAVE_MS = 600;

export type SaveState =
  { kind: 'saved' } | { kind: 'editing' } | { kind: 'sending' } | { kind: 'offline' } | { kind: 'failed'; message: string; retry: (() => void) | null };

export function useDeckAutosave(who: { userId: number; lectureId: number; name: string }, deck: LectureDeck, enabled: boolean): SaveState {
  const saved = useRef<LectureDeck | null>(deck);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A write to IndexedDB is under way: not saved yet. */
  const writing = useRef(false);
  const [, rerender] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const online = useOnlineStatus();
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot, syncStatus.getServerSnapshot);
  const latest = useRef({ who, deck });
  latest.current = { who, deck };

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { who: w, deck: d } = latest.current;
    if (d === saved.current) return;
    saved.current = d;
    writing.current = true;
    rerender((n) => n + 1);
    queueDeckSave(w, d)
      .then(
        () => setLocalError(null),
        (e: unknown) => {
          // Not on the device: the next edit (or the retry) tries again with everything.
          saved.current = null;
          setLocalError(e instanceof StorageFullError ? OFFLINE_MSG.storageFull : e instanceof Error ? e.message : String(e));
        },
      )
      .finally(() => {
        writing.current = false;
        rerender((n) => n + 1);
      });
  }, []);

  useEffect(() => {
    if (!enabled || deck === saved.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_MS);
  }, [deck, enabled, flush]);

  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  if (localError) return { kind: 'failed', message: localError, retry: flush };
  if (timer.current !== null || writing.current || deck !== saved.current) return { kind: 'editing' };
  const mine = status.items.filter((i) => i.group === deckGroup(who.lectureId));
  const failed = mine.find((i) => i.state === 'failed');
  if (failed) return { kind: 'failed', message: failed.lastError ?? OFFLINE_MSG.generic, retry: () => void retryItem(failed.id!) };
  if (mine.length) return online ? { kind: 'sending' } : { kind: 'offline' };
  return { kind: 'saved' };
}
