// The life of an attempt: create-or-resume with a server-owned deadline, close (submitted, auto-submitted, or a late
// merge), grade, and recompute the score and completion comment after the teacher's marks.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { forgetCached } from '../auth/auth-cache.ts';
import { EXAM_GRACE_SECONDS, type AttemptStatus, type AttemptSummary, type AnswerValue } from '../../../src/shared/exam.ts';
import { computeTotals, gradeAnswer, pickCompletionComment, DEFAULT_COMPLETION_MESSAGES, type CompletionMessage } from './grading.ts';
import { assertOpen, attemptDeadline } from './release.ts';
import { cachedStructure, loadStructure, totalPoints, type ExamStructure, type Queryable } from './structure.ts';
import { HttpError } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';

export type UserExamRow = typeof t.userExams.$inferSelect;

const GRACE_MS = EXAM_GRACE_SECONDS * 1000;

/** The cache key of a student's open attempt (perform.ts findOwnAttempt); closing the attempt forgets it. */
export const attemptCacheKey = (userId: number, userExamId: number) => `attempt:${userId}:${userExamId}`;

/** Past deadline + grace: saves are refused and the sweep may close the attempt. */
export const isPastGrace = (ue: UserExamRow, now: Date) => now.getTime() > ue.deadline.getTime() + GRACE_MS;

/** Attempts of the group's own exams, not those taken as a mission task (their own rows). */
export const groupOwn = isNull(t.userExams.missionId);

/**
 * The student's attempt of the exam in the group. Without `wanted` (or asking for one already made) the latest attempt
 * is resumed, else the first is created. Asking for the next number starts a new attempt once the latest is closed and
 * the assignment allows more (422 when none are left) — so a page reloaded with a stale number never spends one. A new
 * attempt needs the exam open in the group now (422 before it opens or once it closed), and its deadline never passes
 * the closing time. Concurrent calls get the same attempt.
 */
export async function createOrResume(
  db: Db,
  exam: { id: number; durationMinutes: number; assignment: { opensAt: Date | null; closesAt: Date | null; maxAttempts: number } },
  groupId: number,
  userId: number,
  wanted?: number,
) {
  const structure = await cachedStructure(db, exam.id);
  const mine = and(eq(t.userExams.examId, exam.id), eq(t.userExams.groupId, groupId), eq(t.userExams.userId, userId), groupOwn);
  const [found] = await db.select().from(t.userExams).where(mine).orderBy(desc(t.userExams.attemptNo)).limit(1);
  let number = 1;
  if (found) {
    if (wanted === undefined || wanted !== found.attemptNo + 1) return { row: found, structure };
    const latest = await closeIfExpired(db, found);
    if (latest.status === 'in_progress') return { row: latest, structure };
    if (latest.attemptNo >= exam.assignment.maxAttempts) throw new HttpError(422, SERVER_MSG.examNoAttemptsLeft);
    number = wanted;
  }
  const createdAt = new Date();
  assertOpen(exam.assignment, createdAt);
  const durationSeconds = exam.durationMinutes * 60;
  await db
    .insert(t.userExams)
    .values({
      examId: exam.id,
      groupId,
      userId,
      attemptNo: number,
      durationSeconds,
      createdAt,
      deadline: attemptDeadline(createdAt, durationSeconds, exam.assignment.closesAt),
      allocatedPoint: totalPoints(structure),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(t.userExams)
    .where(and(mine, eq(t.userExams.attemptNo, number)));
  return { row: row!, structure };
}

/**
 * The attempt that counts for each student and exam among `rows`: the best closed one by points earned (the latest of
 * equals), else the latest in progress. Keyed by `${userId}:${examId}`.
 */
export function countedAttempts(rows: UserExamRow[]): Map<string, UserExamRow> {
  const rank = (r: UserExamRow): [number, number, number] => [r.status === 'in_progress' ? 0 : 1, r.pointEarned, r.attemptNo];
  const better = (a: UserExamRow, b: UserExamRow) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  const out = new Map<string, UserExamRow>();
  for (const r of rows) {
    const key = `${r.userId}:${r.examId}`;
    const held = out.get(key);
    if (!held || better(r, held)) out.set(key, r);
  }
  return out;
}

/** Each student's latest attempt of each exam among `rows`, and how many they made. Keyed by `${userId}:${examId}`. */
export function latestAttempts(rows: UserExamRow[]): Map<string, { latest: UserExamRow; count: number }> {
  const out = new Map<string, { latest: UserExamRow; count: number }>();
  for (const r of rows) {
    const key = `${r.userId}:${r.examId}`;
    const held = out.get(key);
    out.set(key, { latest: !held || r.attemptNo > held.latest.attemptNo ? r : held.latest, count: (held?.count ?? 0) + 1 });
  }
  return out;
}

/** The completion comments of the exam's school (one query), else the default list. */
export async function completionMessages(db: Queryable, examId: number): Promise<CompletionMessage[]> {
  const rows = await db
    .select()
    .from(t.completionMessages)
    .where(or(sql`${t.completionMessages.schoolId} = (select school_id from exams where id = ${examId})`, isNull(t.completionMessages.schoolId)));
  const own = rows.filter((r) => r.schoolId !== null);
  const list = own.length ? own : rows;
  return list.length ? list : DEFAULT_COMPLETION_MESSAGES;
}

export type AnswerRow = typeof t.userExamAnswers.$inferSelect;

/** Score, totals and completion comment from the final answer rows; `messages` is asked only once fully marked. */
export async function scoreColumns(
  structure: ExamStructure,
  answers: AnswerRow[],
  messages: () => Promise<CompletionMessage[]>,
): Promise<Pick<UserExamRow, 'pointEarned' | 'allocatedPoint' | 'score' | 'isFullyMarked' | 'completionComment'>> {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const totals = computeTotals(
    [...structure.answerable.values()].map((q) => {
      const row = byId.get(q.questionId);
      return { allocatedPoint: q.allocatedPoint, pointEarned: row?.pointEarned ?? 0, isMarked: row?.isMarked ?? true };
    }),
  );
  return {
    pointEarned: totals.pointEarned,
    allocatedPoint: totals.allocatedPoint,
    score: totals.score,
    isFullyMarked: totals.isFullyMarked,
    completionComment: totals.isFullyMarked ? pickCompletionComment(await messages(), totals.percentage) : null,
  };
}

/**
 * Recomputes score, totals and the completion comment (only once every manual answer is graded) from stored grades.
 * `known.answers`: the attempt's answer rows when the caller already holds them; `known.set`: more columns of the
 * attempt to write in the same update (closing it).
 */
export async function recomputeScore(
  db: Queryable,
  ue: UserExamRow,
  structure: ExamStructure,
  known: { answers?: AnswerRow[]; set?: Partial<UserExamRow> } = {},
) {
  const answers = known.answers ?? (await db.select().from(t.userExamAnswers).where(eq(t.userExamAnswers.userExamId, ue.id)));
  const score = await scoreColumns(structure, answers, () => completionMessages(db, ue.examId));
  const [updated] = await db
    .update(t.userExams)
    .set({ ...known.set, ...score })
    .where(eq(t.userExams.id, ue.id))
    .returning();
  return updated!;
}

/**
 * The grading of a closing attempt from its stored answers: every answer not graded by a teacher graded again, and an
 * explicit row for each unanswered question. `writes`: the rows to upsert; `final`: every row afterwards.
 */
export function planGrading(ue: UserExamRow, structure: ExamStructure, answers: AnswerRow[], now = new Date()) {
  const final = new Map(answers.map((a) => [a.questionId, a]));
  const writes: AnswerRow[] = [];
  for (const questionId of structure.answerable.keys()) {
    if (final.has(questionId)) continue;
    const row: AnswerRow = {
      userExamId: ue.id,
      questionId,
      answer: null,
      clientUpdatedAt: new Date(0),
      serverUpdatedAt: now,
      pointEarned: 0,
      isMarked: true,
      comment: null,
      markedBy: null,
      markedAt: null,
    };
    writes.push(row);
    final.set(questionId, row);
  }
  for (const a of answers) {
    const q = structure.answerable.get(a.questionId);
    if (!q || a.markedBy !== null) continue;
    const g = gradeAnswer(q, (a.answer ?? null) as AnswerValue | null);
    if (g.pointEarned === a.pointEarned && g.isMarked === a.isMarked) continue;
    const row = { ...a, pointEarned: g.pointEarned, isMarked: g.isMarked };
    writes.push(row);
    final.set(a.questionId, row);
  }
  return { writes, final: [...final.values()] };
}

/** Upserts grade rows (from planGrading), of one attempt or several, in one statement. */
export async function writeGrades(db: Queryable, writes: AnswerRow[]): Promise<void> {
  if (!writes.length) return;
  await db
    .insert(t.userExamAnswers)
    .values(writes)
    .onConflictDoUpdate({
      target: [t.userExamAnswers.userExamId, t.userExamAnswers.questionId],
      set: { pointEarned: sql`excluded.point_earned`, isMarked: sql`excluded.is_marked` },
    });
}

/**
 * Grades the attempt and stores the score (with `set`, the closing columns). Runs inside the caller's transaction
 * with the attempt row locked, so no save can add a row meanwhile: the new grades and the missing rows go in one
 * statement.
 */
async function gradeAll(db: Queryable, ue: UserExamRow, structure: ExamStructure, set: Partial<UserExamRow>) {
  const answers = await db.select().from(t.userExamAnswers).where(eq(t.userExamAnswers.userExamId, ue.id));
  const { writes, final } = planGrading(ue, structure, answers);
  await writeGrades(db, writes);
  return recomputeScore(db, ue, structure, { answers: final, set });
}

/** Closes an attempt (caller holds the row lock): a submission, an automatic close, or a late merge after one. */
export async function closeAttempt(
  db: Queryable,
  ue: UserExamRow,
  structure: ExamStructure,
  how: { status: AttemptStatus; late: boolean; now: Date; auto?: boolean },
) {
  // The open attempt may be cached for the student's saves (findOwnAttempt).
  forgetCached(ue.userId, attemptCacheKey(ue.userId, ue.id));
  return gradeAll(db, { ...ue, status: how.status }, structure, {
    status: how.status,
    late: how.late,
    submittedAt: how.now,
    ...(how.auto ? { autoClosedAt: how.now } : {}),
  });
}

/** Locks the attempt row for the rest of the transaction (PGlite runs transactions one at a time anyway). */
export async function lockAttempt(tx: Queryable, id: number): Promise<UserExamRow | undefined> {
  const [row] = await tx.select().from(t.userExams).where(eq(t.userExams.id, id)).for('update');
  return row;
}

/** Closes the attempt now if its time (plus grace) ran out while nobody submitted it. Returns the current row. */
export async function closeIfExpired(db: Db, ue: UserExamRow, now = new Date()): Promise<UserExamRow> {
  if (ue.status !== 'in_progress' || !isPastGrace(ue, now)) return ue;
  return db.transaction(async (tx) => {
    const row = await lockAttempt(tx, ue.id);
    if (!row || row.status !== 'in_progress') return row ?? ue;
    return closeAttempt(tx, row, await loadStructure(tx, row.examId), { status: 'auto_submitted', late: false, now, auto: true });
  });
}

export function attemptSummary(ue: UserExamRow): AttemptSummary {
  const open = ue.status === 'in_progress';
  return {
    id: ue.id,
    number: ue.attemptNo,
    status: ue.status as AttemptStatus,
    score: open ? null : ue.score,
    late: ue.late,
    isFullyMarked: !open && ue.isFullyMarked,
    createdAt: ue.createdAt.toISOString(),
    deadline: ue.deadline.toISOString(),
    submittedAt: ue.submittedAt?.toISOString() ?? null,
  };
}

/** Attempts still open after deadline + grace. */
export function expiredAttempts(db: Db, now: Date, limit: number): Promise<UserExamRow[]> {
  return db
    .select()
    .from(t.userExams)
    .where(and(eq(t.userExams.status, 'in_progress'), sql`${t.userExams.deadline} < ${new Date(now.getTime() - GRACE_MS)}`))
    .limit(limit);
}
