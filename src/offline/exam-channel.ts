// Tells other tabs (and pages, when the service worker delivered something) that an attempt changed, so the same
// attempt open twice shows the latest answers instead of overwriting them from a stale screen.
import { STORAGE_NAMES } from './storage-names.ts';

export type ExamChange =
  /** An answer was written; re-read it (the row with the later updatedAt has already won in the database). */
  | { type: 'answer'; attemptKey: string; questionId: number; updatedAt: number }
  /** Status, current question or sync state changed; re-read the attempt. */
  | { type: 'attempt'; attemptKey: string };

type Listener = (change: ExamChange) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(STORAGE_NAMES.examChannel);
  channel.onmessage = (event: MessageEvent<ExamChange>) => {
    for (const listener of listeners) listener(event.data);
  };
  // Node's implementation (tests) would otherwise keep the process alive.
  (channel as { unref?: () => void }).unref?.();
  return channel;
}

/** Sends a change to every other context of this origin (not to this one: the caller already knows). */
export function publishExamChange(change: ExamChange): void {
  try {
    getChannel()?.postMessage(change);
  } catch {
    // A closed channel (page unloading): other tabs re-read on their next focus anyway.
  }
}

/** Calls `listener` for changes made elsewhere to the given attempt (or to any attempt when attemptKey is null). */
export function subscribeExamChanges(attemptKey: string | null, listener: Listener): () => void {
  getChannel();
  const filtered: Listener = (change) => {
    if (attemptKey === null || change.attemptKey === attemptKey) listener(change);
  };
  listeners.add(filtered);
  return () => listeners.delete(filtered);
}

/** Closes the channel (tests; a context shutting down). */
export function closeExamChannel(): void {
  channel?.close();
  channel = null;
  listeners.clear();
}
