// What this context knows of the attempts it writes answers to, so that most answer commits need no read: an attempt
// is "known" after a commit read it in IndexedDB and found it being taken; from then on this context knows each
// question's latest change time (its own commits, other tabs' through the exam channel) and may write with a bare put.
//
// An attempt is forgotten — its next commit reads again — whenever its status may have moved: sealing, storing a
// fresh server copy or a result in this context, and any attempt change another context announces (a seal in
// another tab is announced both before its transaction starts and after it commits). What is left is a change made in
// one tab within about a millisecond of another tab sealing the same attempt: it is saved on the device but may miss
// the submission, as it would had it been typed a moment later.
import { subscribeExamChanges } from './exam-channel.ts';

/** attemptKey → (questionId → the latest change time of its answer, device ms). */
const known = new Map<string, Map<number, number>>();
let unsubscribe: (() => void) | null = null;

function listen(): void {
  unsubscribe ??= subscribeExamChanges(null, (change) => {
    if (change.type === 'attempt') known.delete(change.attemptKey);
    else rememberWrite(change.attemptKey, change.questionId, change.updatedAt);
  });
}

/** True when a write of this change can be a bare put: the attempt is known open and holds nothing newer. */
export function mayWriteBlind(attemptKey: string, questionId: number, updatedAt: number): boolean {
  const times = known.get(attemptKey);
  return times !== undefined && (times.get(questionId) ?? -Infinity) <= updatedAt;
}

/** A commit read the attempt and found it being taken, with these answers. */
export function rememberOpen(attemptKey: string, rows: readonly { questionId: number; updatedAt: number }[]): void {
  listen();
  known.set(attemptKey, new Map(rows.map((r) => [r.questionId, r.updatedAt])));
}

/** An answer of a known attempt was written (here, or in another context). */
export function rememberWrite(attemptKey: string, questionId: number, updatedAt: number): void {
  const times = known.get(attemptKey);
  if (times && (times.get(questionId) ?? -Infinity) < updatedAt) times.set(questionId, updatedAt);
}

/** The attempt's status may have changed: its next commit reads it again. */
export function forgetAttempt(attemptKey: string): void {
  known.delete(attemptKey);
}

/** Tests: a cleared database (and a closed exam channel, which dropped the subscription). */
export function resetAnswerGuard(): void {
  known.clear();
  unsubscribe?.();
  unsubscribe = null;
}
