// Local exam attempts: store what the server sent, restore it after a reload, seal it for submission exactly once,
// and keep the fetched result. Answers live in exam-answers.ts; time in exam-clock.ts.
import type { ExamFraction, ExamResult, SavedAnswer, UserExam } from '@/shared/exam.ts';
import { answersOfAttempt, db, tx, type AnswerRow, type AttemptRow, type LocalAttemptStatus, type OutboxItem } from './db.ts';
import { TABLES } from './storage-names.ts';
import { anchorServerTime, isExpired, measureClockOffset, serverNow } from './exam-clock.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { newOutboxItem } from './outbox-item.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import { readServerTimeFloor, raiseServerTimeFloor } from './server-time-floor.ts';

export type LocalAttempt = AttemptRow & { fractions: ExamFraction[]; result: ExamResult | null };

/** What saveAttempt needs: the server's user exam plus the context the route knows. */
export interface AttemptSource extends UserExam {
  userId: number;
  schoolId: number;
  groupId: number;
  examId: number;
  /** A mission's exam task: the attempt is the mission's, not the group's. */
  missionId?: number | null;
}

export class AttemptNotFoundError extends Error {
  constructor() {
    super(OFFLINE_MSG.attemptNotFound);
    this.name = 'AttemptNotFoundError';
  }
}

export class AttemptClosedError extends Error {
  constructor() {
    super(OFFLINE_MSG.attemptClosed);
    this.name = 'AttemptClosedError';
  }
}

export const attemptKeyOf = (userId: number, userExamId: number) => `${userId}:${userExamId}`;

/** PUT …/perform/:id: answer saves and (with submit: true) the submission. */
export const performUrl = (a: Pick<AttemptRow, 'groupId' | 'examId' | 'userExamId'>) =>
  `/api/s/personal/learning_groups/${a.groupId}/exams/${a.examId}/perform/${a.userExamId}`;

const RANK: Record<LocalAttemptStatus, number> = { doing: 0, takenOver: 1, sealed: 2, submitted: 3, graded: 4 };
/** A status only moves forward: a stale server copy never reopens a sealed attempt. */
const later = (a: LocalAttemptStatus, b: LocalAttemptStatus) => (RANK[b] > RANK[a] ? b : a);

export const toSavedAnswer = (row: AnswerRow): SavedAnswer => ({
  questionId: row.questionId,
  answer: row.answer,
  clientUpdatedAt: new Date(row.updatedAt).toISOString(),
});

/**
 * Stores (or merges into) the local attempt after POST …/perform/new. The clock offset is measured against the
 * request's round-trip midpoint. Server answers newer than the local ones (another device) are taken; local ones
 * that are newer stay and will be sent.
 */
export async function saveAttempt(
  source: AttemptSource,
  serverNowIso: string | number,
  requestStartedAt: number,
  requestEndedAt: number,
): Promise<LocalAttempt> {
  const key = attemptKeyOf(source.userId, source.id);
  const serverNowMs = typeof serverNowIso === 'number' ? serverNowIso : Date.parse(serverNowIso);
  const now = Date.now();
  const serverStatus: LocalAttemptStatus = source.status === 'in_progress' ? 'doing' : 'submitted';
  const saved = await tx('rw', [TABLES.attempts, TABLES.attemptContent, TABLES.answers, TABLES.kv], async () => {
    const local = await db.attempts.get(key);
    const content = await db.attemptContent.get(key);
    const row: AttemptRow = {
      key,
      userId: source.userId,
      schoolId: source.schoolId,
      groupId: source.groupId,
      examId: source.examId,
      userExamId: source.id,
      title: source.title,
      deadline: source.deadline,
      createdAt: source.createdAt,
      duration: source.duration,
      graceSeconds: source.graceSeconds,
      clockOffsetMs: measureClockOffset(serverNowMs, requestStartedAt, requestEndedAt),
      currentQuestionId: local?.currentQuestionId ?? null,
      // A device that lost the attempt and opened it again has taken it back: the server's word is the status.
      status: local?.status === 'takenOver' ? serverStatus : later(local?.status ?? 'doing', serverStatus),
      sealedAt: local?.sealedAt ?? null,
      submitResult: local?.submitResult ?? null,
      updatedAt: now,
      missionId: source.missionId ?? local?.missionId ?? null,
    };
    await db.attempts.put(row);
    await db.attemptContent.put({ attemptKey: key, fractions: source.fractions, result: content?.result ?? null });
    for (const remote of source.answers) {
      const at = Date.parse(remote.clientUpdatedAt);
      const mine = await db.answers.get([key, remote.questionId]);
      if (mine && mine.updatedAt >= at) continue;
      await db.answers.put({
        attemptKey: key,
        questionId: remote.questionId,
        answer: remote.answer,
        dirty: remote.answer !== null,
        updatedAt: at,
        syncedAt: now,
      });
    }
    await raiseServerTimeFloor(serverNowMs);
    return { ...row, fractions: source.fractions, result: content?.result ?? null };
  });
  anchorServerTime(key, serverNowMs, (requestStartedAt + requestEndedAt) / 2);
  return saved;
}

/** The attempt as stored on this device; also pins this page's exam clock if it has no server reading yet. */
export async function getAttempt(attemptKey: string): Promise<LocalAttempt | undefined> {
  const [row, content, floor] = await Promise.all([db.attempts.get(attemptKey), db.attemptContent.get(attemptKey), readServerTimeFloor()]);
  if (!row) return undefined;
  serverNow(row, floor);
  return { ...row, fractions: content?.fractions ?? [], result: content?.result ?? null };
}

/** Every attempt of a user on this device, newest first (for intro pages and "waiting to be sent" badges). */
export async function listAttempts(userId: number): Promise<AttemptRow[]> {
  const rows = await db.attempts.where('userId').equals(userId).toArray();
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The newest local attempt of a user at an exam of a group: how the taking page finds its attempt offline, where
 * the URL has no user exam id and POST …/perform/new cannot be reached. `missionId` picks a mission's attempt; without
 * it only the group's own attempts count.
 */
export async function findLatestAttempt(userId: number, groupId: number, examId: number, missionId: number | null = null): Promise<AttemptRow | undefined> {
  return (await listAttempts(userId)).find((a) => a.groupId === groupId && a.examId === examId && (a.missionId ?? null) === missionId);
}

export async function setCurrentQuestion(attemptKey: string, questionId: number | null): Promise<void> {
  await tx('rw', [TABLES.attempts], () => db.attempts.update(attemptKey, { currentQuestionId: questionId, updatedAt: Date.now() }));
}

/**
 * Seals the attempt and queues its submission with every answer, exactly once: later calls (another tab, the
 * timer and the button at the same moment) get the same item. null when the server already closed the attempt or
 * another device took it over.
 */
export async function sealAttempt(attemptKey: string): Promise<OutboxItem | null> {
  const now = Date.now();
  const { item, created } = await tx('rw', [TABLES.attempts, TABLES.answers, TABLES.outbox], async () => {
    const attempt = await db.attempts.get(attemptKey);
    if (!attempt) throw new AttemptNotFoundError();
    const existing = await db.outbox.where('[group+kind]').equals([attemptKey, 'submission']).first();
    if (existing) return { item: existing, created: false };
    if (attempt.status === 'submitted' || attempt.status === 'graded' || attempt.status === 'takenOver') return { item: null, created: false };
    const answers = await answersOfAttempt(attemptKey).toArray();
    const item = newOutboxItem(
      {
        userId: attempt.userId,
        schoolId: attempt.schoolId,
        kind: 'submission',
        group: attemptKey,
        method: 'PUT',
        url: performUrl(attempt),
        body: { answers: answers.map(toSavedAnswer), submit: true },
        label: OFFLINE_MSG.submissionLabel(attempt.title),
      },
      now,
    );
    item.id = await db.outbox.add(item);
    // Answer saves the server refused are carried by the submission: they need no attention any more.
    await db.outbox
      .where('[group+kind]')
      .equals([attemptKey, 'answers'])
      .filter((i) => i.state === 'failed')
      .delete();
    await db.attempts.put({ ...attempt, status: 'sealed', sealedAt: now, updatedAt: now });
    return { item, created: true };
  });
  if (created) emitOutboxEvent('enqueued');
  return item;
}

/** Seals every attempt on this device whose deadline passed while the app was closed (spec: reopening submits). */
export async function sealExpiredAttempts(): Promise<string[]> {
  const floor = await readServerTimeFloor();
  const open = await db.attempts.where('status').equals('doing').toArray();
  const expired = open.filter((a) => isExpired(a, serverNow(a, floor)));
  for (const attempt of expired) await sealAttempt(attempt.key);
  return expired.map((a) => a.key);
}

/** Keeps the fetched result for offline viewing; a fully marked result makes the attempt 'graded'. */
export async function saveResult(attemptKey: string, result: ExamResult): Promise<void> {
  await tx('rw', [TABLES.attempts, TABLES.attemptContent], async () => {
    const attempt = await db.attempts.get(attemptKey);
    const content = await db.attemptContent.get(attemptKey);
    if (!attempt || !content) throw new AttemptNotFoundError();
    const status: LocalAttemptStatus = result.status === 'in_progress' ? 'doing' : result.isFullyMarked ? 'graded' : 'submitted';
    await db.attempts.put({ ...attempt, status: later(attempt.status, status), updatedAt: Date.now() });
    await db.attemptContent.put({ ...content, result });
  });
}
