// The teacher's side (spec §7 teaching group exams /s/school_groups/{id}/exams, user_exams marks): a group's exams
// with progress counts, the students' attempts, one attempt for grading, and grading essay/speaking answers.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, params } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EXAM_RESULTS_NOTICE, type AttemptStatus, type StudentAttempt, type TeacherAttempt, type TeachingExam } from '../../../src/shared/exam.ts';
import { examScheduleSchema, marksSchema } from '../../../src/shared/schemas/exam.ts';
import { examOfGroup, groupTeacher, teacherGroup } from './access.ts';
import { sendNotifications } from '../notifications/send.ts';
import { attemptSummary, closeIfExpired, countedAttempts, groupOwn, lockAttempt, recomputeScore, type UserExamRow } from './attempts.ts';
import { buildResult } from './result.ts';
import { lateCopiesOf } from './devices.ts';
import { loadStructure } from './structure.ts';
import { groupExams, groupStudents } from './listings.ts';
import { examStatistics } from './statistics.ts';
import { SERVER_MSG } from '../messages.ts';

const groupParam = v.object({ groupId: idString });
const examParam = v.object({ groupId: idString, examId: idString });
const idParam = v.object({ id: idString });

/** Attempts of the group (optionally one exam), with expired ones closed first so the teacher sees final states. */
async function groupAttempts(db: Db, groupId: number, examId?: number): Promise<UserExamRow[]> {
  const rows = await db
    .select()
    .from(t.userExams)
    .where(and(eq(t.userExams.groupId, groupId), examId === undefined ? undefined : eq(t.userExams.examId, examId), groupOwn));
  return Promise.all(rows.map((r) => closeIfExpired(db, r)));
}

/** The group's exams (or one) with how many students started, submitted, await grading, or were late. */
async function examsWithCounts(db: Db, groupId: number, userId: number, examId?: number): Promise<TeachingExam[]> {
  const [exams, attempts, [students], [membership]] = await Promise.all([
    groupExams(db, groupId, examId),
    groupAttempts(db, groupId, examId),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'student'))),
    db
      .select({ role: t.groupMembers.role })
      .from(t.groupMembers)
      .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, userId))),
  ]);
  const counted = [...countedAttempts(attempts).values()];
  return exams.map(({ authorId, ...e }) => {
    // Students are counted by the attempt that counts; grading work by every closed attempt.
    const mine = counted.filter((a) => a.examId === e.id);
    const closed = mine.filter((a) => a.status !== 'in_progress');
    return {
      ...e,
      canSchedule: membership?.role === 'teacher',
      isAuthor: authorId === userId,
      studentCount: students?.n ?? 0,
      startedCount: mine.length,
      submittedCount: closed.length,
      toGradeCount: attempts.filter((a) => a.examId === e.id && a.status !== 'in_progress' && !a.isFullyMarked).length,
      lateCount: closed.filter((a) => a.late).length,
    };
  });
}

/** An attempt of the caller's school that the caller may grade, or 404/403. */
/** An attempt as the grading page shows it: the result with answer keys and grades, and the late copies beside it. */
async function teacherAttempt(db: Db, ue: UserExamRow): Promise<TeacherAttempt> {
  const [result, lateCopies] = await Promise.all([buildResult(db, ue), lateCopiesOf(db, ue.id)]);
  return { ...result, lateCopies };
}

async function gradableAttempt(c: Context<AppEnv>, id: number): Promise<UserExamRow> {
  const [row] = await c.get('deps').db.select().from(t.userExams).where(eq(t.userExams.id, id));
  if (!row) throw notFound();
  await teacherGroup(c, row.groupId);
  return row;
}

export const teachingExams = new Hono<AppEnv>()
  .get('/school_groups/:groupId/exams', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await teacherGroup(c, groupId);
    const data = await examsWithCounts(c.get('deps').db, groupId, c.get('user').id);
    return c.json({ data, pagination: { total: data.length, page: 1, perPage: Math.max(data.length, 1) } });
  })
  .get('/school_groups/:groupId/exams/:examId', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    await teacherGroup(c, groupId);
    const [exam] = await examsWithCounts(c.get('deps').db, groupId, c.get('user').id, examId);
    if (!exam) throw notFound();
    return c.json({ data: exam });
  })
  .put('/school_groups/:groupId/exams/:examId/schedule', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    await groupTeacher(c, groupId);
    const exam = await examOfGroup(c, examId, groupId);
    const input = await body(c, examScheduleSchema);
    if (input.resultRelease !== exam.resultRelease && exam.createdBy !== c.get('user').id) throw new HttpError(403, SERVER_MSG.examReleaseAuthorOnly);
    const { db } = c.get('deps');
    await db.transaction(async (tx) => {
      await tx
        .update(t.examAssignments)
        .set({
          opensAt: input.opensAt ? new Date(input.opensAt) : null,
          closesAt: input.closesAt ? new Date(input.closesAt) : null,
          ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
        })
        .where(and(eq(t.examAssignments.examId, examId), eq(t.examAssignments.groupId, groupId)));
      if (input.resultRelease !== exam.resultRelease) await tx.update(t.exams).set({ resultRelease: input.resultRelease }).where(eq(t.exams.id, examId));
    });
    const [data] = await examsWithCounts(db, groupId, c.get('user').id, examId);
    return c.json({ data: data! });
  })
  // Releasing again changes nothing (the first release stands): no idempotency key needed.
  .post('/school_groups/:groupId/exams/:examId/release', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    const group = await groupTeacher(c, groupId);
    const exam = await examOfGroup(c, examId, groupId);
    if (exam.resultRelease !== 'on_release') throw new HttpError(422, SERVER_MSG.examReleaseNotManual);
    const { db } = c.get('deps');
    await db.transaction(async (tx) => {
      // Only the request that sets the time notifies: two teachers pressing at once send one notification.
      const released = await tx
        .update(t.examAssignments)
        .set({ resultsReleasedAt: new Date() })
        .where(and(eq(t.examAssignments.examId, examId), eq(t.examAssignments.groupId, groupId), isNull(t.examAssignments.resultsReleasedAt)))
        .returning({ examId: t.examAssignments.examId });
      if (!released.length) return;
      const students = await tx
        .selectDistinct({ id: t.userExams.userId })
        .from(t.userExams)
        .where(and(eq(t.userExams.examId, examId), eq(t.userExams.groupId, groupId), groupOwn, ne(t.userExams.status, 'in_progress')));
      await sendNotifications(tx, {
        userIds: students.map((s) => s.id),
        schoolId: c.get('school').schoolId,
        content: EXAM_RESULTS_NOTICE,
        metadata: { type: 'examResults', schoolId: c.get('school').schoolId, groupId, groupName: group.name, examId, params: [exam.title] },
      });
    });
    const [data] = await examsWithCounts(db, groupId, c.get('user').id, examId);
    return c.json({ data: data! });
  })
  .get('/school_groups/:groupId/exams/:examId/user_exams', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    await teacherGroup(c, groupId);
    await examOfGroup(c, examId, groupId);
    const { db } = c.get('deps');
    const [students, attempts] = await Promise.all([groupStudents(db, groupId), groupAttempts(db, groupId, examId)]);
    const counted = countedAttempts(attempts);
    const data: StudentAttempt[] = students.map((s) => {
      const a = counted.get(`${s.id}:${examId}`);
      return {
        student: s,
        status: a ? (a.status as AttemptStatus) : 'not_started',
        attempt: a ? attemptSummary(a) : null,
        attempts: attempts
          .filter((x) => x.userId === s.id)
          .sort((x, y) => x.attemptNo - y.attemptNo)
          .map(attemptSummary),
      };
    });
    return c.json({ data, pagination: { total: data.length, page: 1, perPage: Math.max(data.length, 1) } });
  })
  .get('/school_groups/:groupId/exams/:examId/statistics', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    await teacherGroup(c, groupId);
    await examOfGroup(c, examId, groupId);
    return c.json({ data: await examStatistics(c.get('deps').db, examId, groupId) });
  })
  .get('/user_exams/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const ue = await closeIfExpired(db, await gradableAttempt(c, id));
    return c.json({ data: await teacherAttempt(db, ue) });
  })
  .put('/user_exams/:id/marks', requireAuth, requireSchool, idempotent, async (c) => {
    const { id } = params(c, idParam);
    const attempt = await gradableAttempt(c, id);
    const input = await body(c, marksSchema);
    const { db } = c.get('deps');
    await closeIfExpired(db, attempt);
    const teacherId = c.get('user').id;
    await db.transaction(async (tx) => {
      const ue = (await lockAttempt(tx, id))!;
      if (ue.status === 'in_progress') throw new HttpError(422, SERVER_MSG.examNotSubmitted);
      const structure = await loadStructure(tx, ue.examId);
      const now = new Date();
      for (const [i, m] of input.marks.entries()) {
        const q = structure.answerable.get(m.questionId);
        const field = `marks.${i}.pointEarned`;
        if (!q) throw new HttpError(422, SERVER_MSG.examQuestionNotInExam, { [`marks.${i}.questionId`]: [SERVER_MSG.examQuestionNotInExam] });
        if (m.pointEarned > q.allocatedPoint + 1e-9) throw new HttpError(422, MSG.examPointTooHigh, { [field]: [MSG.examPointTooHigh] });
        const grade = { pointEarned: m.pointEarned, isMarked: true, comment: m.comment || null, markedBy: teacherId, markedAt: now };
        await tx
          .insert(t.userExamAnswers)
          .values({ userExamId: ue.id, questionId: m.questionId, answer: null, clientUpdatedAt: new Date(0), ...grade })
          .onConflictDoUpdate({ target: [t.userExamAnswers.userExamId, t.userExamAnswers.questionId], set: grade });
      }
      await recomputeScore(tx, ue, structure);
    });
    const [ue] = await db.select().from(t.userExams).where(eq(t.userExams.id, id));
    // The same shape as GET user_exams/:id: the grading page puts this answer in place of what it showed.
    return c.json({ data: await teacherAttempt(db, ue!) });
  });
