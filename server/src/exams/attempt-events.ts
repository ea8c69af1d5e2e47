// "An attempt was closed" for other modules (missions follow their exam attempts): listeners run after the closing
// transaction committed, before the student's request is answered, so what they update is right when the app asks.
// Closing is on the exam hot path (40 students submitting at once), so listeners must return at once for attempts
// they do not care about.
import type { Db } from '../db/client.ts';
import type { UserExamRow } from './attempts.ts';

type Listener = (db: Db, closed: UserExamRow) => Promise<void>;
const listeners: Listener[] = [];

export function onAttemptClosed(listener: Listener): void {
  listeners.push(listener);
}

export async function attemptsClosed(db: Db, rows: UserExamRow[]): Promise<void> {
  for (const row of rows) for (const listener of listeners) await listener(db, row);
}
