// The visible sync status: every unsent outbox item with its state and error, and whether this page is sending.
// A plain external store (subscribe/getSnapshot) for React's useSyncExternalStore; Dexie's liveQuery keeps it
// current when another tab or the service worker changes the outbox.
import { liveQuery, type Subscription } from 'dexie';
import { db, type OutboxItem } from './db.ts';
import { subscribeOutboxEvents } from './outbox-events.ts';

export interface SyncStatus {
  /** Pending, sending and failed items, oldest first. */
  items: OutboxItem[];
  pending: number;
  failed: number;
  /** This context is draining right now. */
  sending: boolean;
  /** The last drain error that was not an HTTP answer (e.g. storage full), or null. */
  error: string | null;
}

const EMPTY: SyncStatus = { items: [], pending: 0, failed: 0, sending: false, error: null };

let snapshot: SyncStatus = EMPTY;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function set(patch: Partial<SyncStatus>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function start() {
  const query: Subscription = liveQuery(() => db.outbox.where('state').anyOf('pending', 'sending', 'failed').sortBy('id')).subscribe({
    next: (items) =>
      set({
        items,
        pending: items.filter((i) => i.state !== 'failed').length,
        failed: items.filter((i) => i.state === 'failed').length,
      }),
    error: (e: unknown) => set({ error: e instanceof Error ? e.message : String(e) }),
  });
  const unsubscribeEvents = subscribeOutboxEvents((event) => {
    if (event === 'draining') set({ sending: true });
    if (event === 'idle') set({ sending: false });
  });
  stop = () => {
    query.unsubscribe();
    unsubscribeEvents();
  };
}

export const syncStatus = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!stop) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stop) {
        stop();
        stop = null;
      }
    };
  },
  getSnapshot(): SyncStatus {
    return snapshot;
  },
  getServerSnapshot(): SyncStatus {
    return EMPTY;
  },
  /** For the sync triggers: an error of the drain itself, shown to the user. */
  reportError(message: string | null): void {
    if (snapshot.error !== message) set({ error: message });
  },
};
