// The student's side (spec §7 /s/personal/learning_groups): my groups, a group, its exams, and taking an exam —
// perform/new (create or resume), perform update (save answers, submit) and the result.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EXAM_GRACE_SECONDS, type LearningExam, type UserExam } from '../../../src/shared/exam.ts';
import type { Db } from '../db/client.ts';
import { performUpdateSchema } from '../../../src/shared/schemas/exam.ts';
import { examOfGroup, studentGroup } from './access.ts';
import { attemptSummary, closeIfExpired, createOrResume, groupOwn, latestAttempts, type UserExamRow } from './attempts.ts';
import { findOwnAttempt, performUpdate, primeOwnAttempt } from './perform.ts';
import { batchedPerform } from './perform-fast.ts';
import { claimDevice, currentDevice, deviceIdOf, mayWrite, refuseAsTakenOver } from './devices.ts';
import { buildResult, savedAnswers } from './result.ts';
import { publicFractions } from './structure.ts';
import { groupExams, learningGroups, type GroupExam } from './listings.ts';
import { forStudent, summaryForStudent } from './release.ts';
import { SERVER_MSG } from '../messages.ts';

const groupParam = v.object({ groupId: idString });
/** A whole exam's answers are a few hundred kB at most (500 answers, essays ≤ 20,000 characters each in theory). */
const performBodyLimit = bodyLimit({
  maxSize: 2 * 1024 * 1024,
  onError: () => {
    throw new HttpError(413, MSG.examAnswerTooLong);
  },
});
const examParam = v.object({ groupId: idString, examId: idString });
const attemptParam = v.object({ groupId: idString, examId: idString, userExamId: idString });

/** The caller's own attempt of this exam in this group: 403 outside the group, 404 for anything else. */
async function ownAttempt(c: Parameters<typeof studentGroup>[0], p: v.InferOutput<typeof attemptParam>): Promise<UserExamRow> {
  await studentGroup(c, p.groupId);
  const [row] = await c
    .get('deps')
    .db.select()
    .from(t.userExams)
    .where(
      and(eq(t.userExams.id, p.userExamId), eq(t.userExams.examId, p.examId), eq(t.userExams.groupId, p.groupId), eq(t.userExams.userId, c.get('user').id)),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * An exam as its student sees it in the list: their latest attempt (closed if its time ran out), scored only once
 * released, and how many attempts they made.
 */
async function learningExam({ authorId: _, ...exam }: GroupExam, own: { latest: UserExamRow; count: number } | undefined, db: Db): Promise<LearningExam> {
  return {
    ...exam,
    attempt: own ? summaryForStudent(attemptSummary(await closeIfExpired(db, own.latest)), exam) : null,
    attemptCount: own?.count ?? 0,
  };
}

/** perform/new?attempt=N asks for the student's Nth attempt (the next one: "Làm lại"). */
const wantedAttempt = v.object({ attempt: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))) });

export const learningExams = new Hono<AppEnv>()
  .get('/personal/learning_groups', requireAuth, requireSchool, async (c) => {
    const groups = await learningGroups(c.get('deps').db, c.get('school').schoolId, c.get('user').id);
    return c.json({ data: groups, pagination: { total: groups.length, page: 1, perPage: Math.max(groups.length, 1) } });
  })
  .get('/personal/learning_groups/:groupId', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await studentGroup(c, groupId);
    const [group] = await learningGroups(c.get('deps').db, c.get('school').schoolId, c.get('user').id, groupId);
    return c.json({ data: group });
  })
  .get('/personal/learning_groups/:groupId/exams', requireAuth, requireSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await studentGroup(c, groupId);
    const { db } = c.get('deps');
    const exams = await groupExams(db, groupId);
    const userId = c.get('user').id;
    const attempts = latestAttempts(
      await db
        .select()
        .from(t.userExams)
        .where(and(eq(t.userExams.groupId, groupId), eq(t.userExams.userId, userId), groupOwn)),
    );
    const data = await Promise.all(exams.map(async (e) => learningExam(e, attempts.get(`${userId}:${e.id}`), db)));
    return c.json({ data, pagination: { total: data.length, page: 1, perPage: Math.max(data.length, 1) } });
  })
  .get('/personal/learning_groups/:groupId/exams/:examId', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    await studentGroup(c, groupId);
    const { db } = c.get('deps');
    const [exam] = await groupExams(db, groupId, examId);
    if (!exam) throw notFound();
    const userId = c.get('user').id;
    const own = latestAttempts(
      await db
        .select()
        .from(t.userExams)
        .where(and(eq(t.userExams.examId, examId), eq(t.userExams.groupId, groupId), eq(t.userExams.userId, userId), groupOwn)),
    );
    return c.json({ data: await learningExam(exam, own.get(`${userId}:${examId}`), db) });
  })
  .post('/personal/learning_groups/:groupId/exams/:examId/perform/new', requireAuth, requireSchool, async (c) => {
    const { groupId, examId } = params(c, examParam);
    const { attempt } = query(c, wantedAttempt);
    await studentGroup(c, groupId);
    const exam = await examOfGroup(c, examId, groupId);
    const { db } = c.get('deps');
    const { row, structure } = await createOrResume(db, exam, groupId, c.get('user').id, attempt);
    const ue = await claimDevice(db, await closeIfExpired(db, row), deviceIdOf(c), c.req.query('takeover') === '1');
    primeOwnAttempt(db, ue, c.get('school').schoolId);
    const data: UserExam = {
      id: ue.id,
      exercisableType: 'exam',
      displayType: 'exam',
      status: ue.status as UserExam['status'],
      title: exam.title,
      createdAt: ue.createdAt.toISOString(),
      duration: ue.durationSeconds,
      deadline: ue.deadline.toISOString(),
      serverNow: new Date().toISOString(),
      graceSeconds: EXAM_GRACE_SECONDS,
      fractions: publicFractions(structure),
      answers: await savedAnswers(db, ue.id),
    };
    return c.json({ data });
  })
  .put(
    '/personal/learning_groups/:groupId/exams/:examId/perform/:userExamId',
    requireAuth,
    requireSchool,
    performBodyLimit,
    batchedPerform,
    idempotent,
    async (c) => {
      const p = params(c, attemptParam);
      const { db } = c.get('deps');
      const ue = (await findOwnAttempt(db, p, c.get('user').id, c.get('school').schoolId)) ?? (await ownAttempt(c, p));
      const input = await body(c, performUpdateSchema);
      const update = { answers: input.answers, submit: input.submit ?? false };
      const device = deviceIdOf(c);
      if (device !== null && !mayWrite({ deviceId: await currentDevice(db, ue.id) }, device)) await refuseAsTakenOver(db, ue.id, device, update);
      return c.json({ data: await performUpdate(db, ue, update) });
    },
  )
  .get('/personal/learning_groups/:groupId/exams/:examId/perform/:userExamId/result', requireAuth, requireSchool, async (c) => {
    const p = params(c, attemptParam);
    const { db } = c.get('deps');
    const ue = await closeIfExpired(db, await ownAttempt(c, p));
    if (ue.status === 'in_progress') throw new HttpError(422, SERVER_MSG.examNotSubmitted);
    return c.json({ data: forStudent(await buildResult(db, ue)) });
  });
