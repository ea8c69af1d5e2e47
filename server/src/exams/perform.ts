// Perform update (spec §7): save answers and optionally submit, with the server's deadline, grace and late merge.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { PerformUpdateBody, PerformUpdateResult } from '../../../src/shared/exam.ts';
import { attemptCacheKey, attemptSummary, closeAttempt, isPastGrace, lockAttempt, type UserExamRow } from './attempts.ts';
import { saveAnswers } from './answers.ts';
import { cachedStructure } from './structure.ts';
import { cachedAuth } from '../auth/auth-cache.ts';
import { attemptsClosed } from './attempt-events.ts';
import { SERVER_MSG } from '../messages.ts';

/**
 * The caller's attempt, checked in one query: it is theirs, of this exam and group, the group is of this school and
 * they are still one of its students. undefined when any of that fails (the route then finds the precise error).
 * An open attempt is cached in process with the caller's identity (auth/auth-cache.ts, same bound and invalidation):
 * every save of an exam asks this. A stale "in progress" is harmless: the statements that write answers check the
 * status themselves and the caller then reads the row afresh; closing an attempt drops the entry (closeAttempt).
 */
export async function findOwnAttempt(
  db: Db,
  ids: { userExamId: number; examId: number; groupId: number },
  userId: number,
  schoolId: number,
): Promise<UserExamRow | undefined> {
  const found = await cachedAuth(
    db,
    attemptCacheKey(userId, ids.userExamId),
    (v) => (v?.ue.status === 'in_progress' ? userId : null),
    async () => {
      const [row] = await db
        .select({ ue: t.userExams, schoolId: t.schoolGroups.schoolId })
        .from(t.userExams)
        .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.userExams.groupId))
        .innerJoin(
          t.groupMembers,
          and(eq(t.groupMembers.groupId, t.userExams.groupId), eq(t.groupMembers.userId, t.userExams.userId), eq(t.groupMembers.role, 'student')),
        )
        .where(and(eq(t.userExams.id, ids.userExamId), eq(t.userExams.userId, userId)));
      return row;
    },
  );
  // A group never changes school, so the ids are compared here rather than being part of the cache key.
  if (!found || found.schoolId !== schoolId || found.ue.examId !== ids.examId || found.ue.groupId !== ids.groupId) return undefined;
  return found.ue;
}

/**
 * Caches an attempt the caller was just found to own, in a group of this school where they are a student (perform/new
 * checked all of that): their first save then needs no query.
 */
export function primeOwnAttempt(db: Db, ue: UserExamRow, schoolId: number): void {
  if (ue.status !== 'in_progress') return;
  void cachedAuth(
    db,
    attemptCacheKey(ue.userId, ue.id),
    () => ue.userId,
    async () => ({ ue, schoolId }),
  );
}

/** The perform update response for the attempt as it now is. */
export const performReply = (ue: UserExamRow, now: Date, applied: number[]): PerformUpdateResult => {
  const s = attemptSummary(ue);
  return {
    id: ue.id,
    status: s.status,
    late: ue.late,
    deadline: s.deadline,
    serverNow: now.toISOString(),
    submittedAt: s.submittedAt,
    applied,
  };
};

/**
 * Saves within the time go straight to one upsert (the hot path: every student, every few seconds). A submission, a
 * save after the deadline, or anything on a closed attempt runs in a transaction holding the attempt's row lock:
 * - in progress: save, then submit (late when past deadline + grace); a bare save past the grace is 422;
 * - auto-submitted by the sweep: the device's copy is merged (newer answers win), graded again and flagged late;
 * - already submitted: nothing changes — never a second submission; a bare save is 422.
 */
export async function performUpdate(db: Db, ue: UserExamRow, input: Required<PerformUpdateBody>): Promise<PerformUpdateResult> {
  const structure = await cachedStructure(db, ue.examId);
  const now = new Date();
  if (!input.submit && ue.status === 'in_progress' && !isPastGrace(ue, now)) {
    const { applied, distinct } = await saveAnswers(db, ue.id, structure, input.answers, { onlyOpen: true });
    if (applied.length < distinct) {
      // Some answers were older than the stored ones, or a submission closed the attempt meanwhile: find out which.
      const [fresh] = await db.select().from(t.userExams).where(eq(t.userExams.id, ue.id));
      if (fresh && fresh.status !== 'in_progress') throw new HttpError(422, SERVER_MSG.examAlreadySubmitted);
    }
    return performReply(ue, now, applied);
  }
  const { row, applied } = await db.transaction(async (tx) => {
    let row = (await lockAttempt(tx, ue.id))!;
    let applied: number[] = [];
    if (row.status === 'in_progress') {
      const late = isPastGrace(row, now);
      if (late && !input.submit) throw new HttpError(422, SERVER_MSG.examTimeOver);
      applied = (await saveAnswers(tx, row.id, structure, input.answers, { onlyOpen: false })).applied;
      if (input.submit) row = await closeAttempt(tx, row, structure, { status: 'submitted', late, now });
    } else if (!input.submit) {
      throw new HttpError(422, SERVER_MSG.examAlreadySubmitted);
    } else if (row.status === 'auto_submitted') {
      applied = (await saveAnswers(tx, row.id, structure, input.answers, { onlyOpen: false })).applied;
      row = await closeAttempt(tx, row, structure, { status: 'submitted', late: true, now });
    }
    return { row, applied };
  });
  if (row.status !== ue.status) await attemptsClosed(db, [row]);
  return performReply(row, now, applied);
}
