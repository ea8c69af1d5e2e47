// A live view of one attempt (row, questions, answers) for the taking and result pages: a plain external store for
// React's useSyncExternalStore, updated by Dexie's liveQuery on every change — this tab's, another tab's, or the
// service worker's (a delivered submission turns the status to 'submitted' while the page is open).
import { liveQuery } from 'dexie';
import { answersOfAttempt, db, type AnswerRow } from './db.ts';
import type { LocalAttempt } from './exam-store.ts';

export interface AttemptSnapshot {
  /** false until the first read finished. */
  loaded: boolean;
  attempt: LocalAttempt | null;
  /** By question id. */
  answers: ReadonlyMap<number, AnswerRow>;
  error: unknown;
}

export interface AttemptStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AttemptSnapshot;
}

const INITIAL: AttemptSnapshot = { loaded: false, attempt: null, answers: new Map(), error: null };

async function read(attemptKey: string): Promise<Omit<AttemptSnapshot, 'loaded' | 'error'>> {
  const [row, content, answers] = await Promise.all([db.attempts.get(attemptKey), db.attemptContent.get(attemptKey), answersOfAttempt(attemptKey).toArray()]);
  const attempt = row ? { ...row, fractions: content?.fractions ?? [], result: content?.result ?? null } : null;
  return { attempt, answers: new Map(answers.map((a) => [a.questionId, a])) };
}

/** One store per attempt key; create it once per screen (e.g. in useMemo / useState). */
export function createAttemptStore(attemptKey: string): AttemptStore {
  let snapshot = INITIAL;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  const set = (next: AttemptSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        const sub = liveQuery(() => read(attemptKey)).subscribe({
          next: (value) => set({ ...value, loaded: true, error: null }),
          error: (error: unknown) => set({ ...snapshot, loaded: true, error }),
        });
        stop = () => sub.unsubscribe();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
    getSnapshot: () => snapshot,
  };
}
