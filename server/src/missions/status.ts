// A submission's state follows from its task results (spec §4): every task done → PENDING_REVIEW while an exam
// answer waits for the teacher, else COMPLETED; otherwise IN_PROGRESS. Syncing stores the derived state, and the
// transitions send their notifications exactly once (the update only wins from the state it read).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { closeIfExpired, type UserExamRow } from '../exams/attempts.ts';
import { EXAM_GRACE_SECONDS, type AttemptStatus } from '../../../src/shared/exam.ts';
import type { MissionStatus, SpeakingAttempt, Submission, TaskResult } from '../../../src/shared/mission.ts';
import type { MissionRow, SubmissionRow, TaskRow } from './access.ts';
import { fullName, notify } from './notify.ts';
import { autoComment } from './auto-comment.ts';
import { person, tasksOf } from './views.ts';
import { SERVER_MSG } from '../messages.ts';

type ResultRow = typeof t.missionTaskResults.$inferSelect;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function speakingScore(r: ResultRow | undefined): number | null {
  if (!r) return null;
  if (r.teacherScore !== null) return r.teacherScore;
  return r.score === null ? null : round1(r.score / 10);
}

function taskResult(task: TaskRow, r: ResultRow | undefined, ue: UserExamRow | undefined, allAttempts: boolean): TaskResult {
  const attempts = (r?.attempts ?? []) as SpeakingAttempt[];
  const best = attempts.reduce<SpeakingAttempt | null>((b, a) => (!b || a.score > b.score ? a : b), null);
  const base: TaskResult = {
    taskId: task.id,
    taskType: task.taskType as TaskResult['taskType'],
    done: false,
    needsReview: false,
    score: null,
    userExamId: ue?.id ?? r?.userExamId ?? null,
    attemptStatus: (ue?.status as AttemptStatus | undefined) ?? null,
    readAt: r?.readAt?.toISOString() ?? null,
    completedAt: null,
    attempts: allAttempts ? attempts : best ? [best] : [],
    completionComment: null,
  };
  if (task.taskType === 'exam') {
    if (!ue || ue.status === 'in_progress') return base;
    return {
      ...base,
      done: true,
      needsReview: !ue.isFullyMarked,
      score: ue.score,
      completedAt: ue.submittedAt?.toISOString() ?? null,
      completionComment: ue.completionComment,
    };
  }
  if (task.taskType === 'lecture') return { ...base, done: !!r?.readAt, completedAt: r?.readAt?.toISOString() ?? null };
  return { ...base, done: attempts.length > 0, score: speakingScore(r), completedAt: r?.completedAt?.toISOString() ?? null };
}

interface Derived {
  status: Exclude<MissionStatus, 'NOT_DOING'>;
  score: number | null;
  submittedAt: Date | null;
  tasks: TaskResult[];
}

async function derive(db: Db, sub: SubmissionRow, tasks: TaskRow[], allAttempts: boolean): Promise<Derived> {
  const [results, attempts] = await Promise.all([
    db.select().from(t.missionTaskResults).where(eq(t.missionTaskResults.submissionId, sub.id)),
    db
      .select()
      .from(t.userExams)
      .where(and(eq(t.userExams.missionId, sub.missionId), eq(t.userExams.userId, sub.userId))),
  ]);
  const fresh = await Promise.all(attempts.map((ue) => closeIfExpired(db, ue)));
  const views = tasks.map((task) =>
    taskResult(
      task,
      results.find((r) => r.taskId === task.id),
      fresh.find((ue) => ue.examId === task.examId),
      allAttempts,
    ),
  );
  const done = views.length > 0 && views.every((v) => v.done);
  const scored = views.filter((v) => v.score !== null).map((v) => v.score!);
  const times = views.flatMap((v) => (v.completedAt ? [Date.parse(v.completedAt)] : []));
  return {
    status: !done ? 'IN_PROGRESS' : views.some((v) => v.needsReview) ? 'PENDING_REVIEW' : 'COMPLETED',
    score: done && scored.length ? round1(scored.reduce((a, b) => a + b, 0) / scored.length) : null,
    submittedAt: done ? new Date(times.length ? Math.max(...times) : Date.now()) : null,
    tasks: views,
  };
}

/**
 * Stores the derived state of a submission and returns its API form. A submission that just became complete tells
 * the mission's teacher (completeExercise); one completed without a teacher gets the automatic comment.
 */
export async function syncSubmission(db: Db, sub: SubmissionRow, mission: MissionRow, opts: { allAttempts?: boolean } = {}): Promise<Submission> {
  const tasks = await tasksOf(db, [mission.id]);
  const d = await derive(db, sub, tasks, opts.allAttempts ?? false);
  let row = sub;
  const changed = d.status !== sub.status || d.score !== sub.score || (d.submittedAt === null) !== (sub.submittedAt === null);
  if (changed) {
    const submittedAt = sub.submittedAt ?? d.submittedAt;
    const [won] = await db
      .update(t.missionSubmissions)
      .set({
        status: d.status,
        score: d.score,
        submittedAt: d.submittedAt ? submittedAt : null,
        late: !!submittedAt && d.submittedAt !== null && submittedAt.getTime() > mission.dueAt.getTime(),
        updatedAt: new Date(),
      })
      .where(and(eq(t.missionSubmissions.id, sub.id), eq(t.missionSubmissions.status, sub.status)))
      .returning();
    if (won) {
      row = won;
      await announce(db, sub, won, mission);
    } else {
      [row] = (await db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.id, sub.id))) as [SubmissionRow];
    }
  }
  return submissionView(db, row, d.tasks);
}

async function announce(db: Db, before: SubmissionRow, after: SubmissionRow, mission: MissionRow) {
  if (before.status !== 'IN_PROGRESS' || after.status === 'IN_PROGRESS') return;
  const [[student], [group]] = await Promise.all([
    db.select().from(t.users).where(eq(t.users.id, after.userId)),
    db.select().from(t.schoolGroups).where(eq(t.schoolGroups.id, mission.groupId)),
  ]);
  if (mission.createdBy) {
    await notify(db, {
      type: 'completeExercise',
      userIds: [mission.createdBy],
      content: SERVER_MSG.notifyCompleteExercise,
      params: [fullName(student!), mission.title],
      schoolId: mission.schoolId,
      group: group!,
      mission,
      submissionId: after.id,
    });
  }
  if (after.status === 'COMPLETED' && after.gradedAt === null) await autoComment(db, after, mission, group!);
}

export async function submissionView(db: Db, row: SubmissionRow, tasks: TaskResult[]): Promise<Submission> {
  const [[student], [comment]] = await Promise.all([
    db.select().from(t.users).where(eq(t.users.id, row.userId)),
    db
      .select({ content: t.comments.content, type: t.comments.type })
      .from(t.comments)
      .where(eq(t.comments.submissionId, row.id))
      .orderBy(sql`${t.comments.createdAt} desc, ${t.comments.id} desc`)
      .limit(1),
  ]);
  return {
    id: row.id,
    missionId: row.missionId,
    status: row.status as Submission['status'],
    student: person(student!),
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    late: row.late,
    score: row.score,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    comment: comment ? { content: comment.content, type: comment.type as 'comment' | 'auto_comment' } : null,
    tasks,
  };
}

/**
 * Submissions of these missions whose exam attempt closed (submitted through the exam player, or past its time)
 * while the submission still says IN_PROGRESS: the ones a list must sync before it can trust stored states.
 */
export async function staleSubmissions(db: Db, missionIds: number[], userId?: number): Promise<SubmissionRow[]> {
  if (!missionIds.length) return [];
  const cutoff = new Date(Date.now() - EXAM_GRACE_SECONDS * 1000);
  return db
    .select()
    .from(t.missionSubmissions)
    .where(
      and(
        inArray(t.missionSubmissions.missionId, missionIds),
        eq(t.missionSubmissions.status, 'IN_PROGRESS'),
        userId === undefined ? undefined : eq(t.missionSubmissions.userId, userId),
        sql`exists (select 1 from user_exams ue where ue.mission_id = ${t.missionSubmissions.missionId}
      and ue.user_id = ${t.missionSubmissions.userId} and (ue.status <> 'in_progress' or ue.deadline < ${cutoff}))`,
      ),
    );
}

export async function syncStale(db: Db, missions: MissionRow[], userId?: number): Promise<void> {
  const stale = await staleSubmissions(
    db,
    missions.map((m) => m.id),
    userId,
  );
  for (const s of stale)
    await syncSubmission(
      db,
      s,
      missions.find((m) => m.id === s.missionId)!,
    );
}
