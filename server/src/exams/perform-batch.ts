// Group commit for the exam hot path: answer saves and submissions that arrive together are written together — a batch
// of saves in one statement, a batch with submissions in one transaction of a fixed number of statements — whatever
// their number. The embedded database runs one statement at a time, so statements per request, not rows, were what
// limited a school of students saving every few seconds (issue 3 figures). Anything out of the ordinary (a key already
// used, an attempt no longer open, a database error) answers 'fallback': the request then takes the one-request path
// (idempotent middleware + performUpdate), which has every rule.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { forgetCached } from '../auth/auth-cache.ts';
import type { PerformUpdateResult } from '../../../src/shared/exam.ts';
import type { ExamStructure, Queryable } from './structure.ts';
import { answerValues, upsertAnswersSql, type NewestAnswers } from './answers.ts';
import {
  attemptCacheKey, completionMessages, isPastGrace, planGrading, scoreColumns, writeGrades, type AnswerRow, type UserExamRow,
} from './attempts.ts';
import { performReply } from './perform.ts';

export interface PerformJob {
  /** The caller's attempt as last seen open (findOwnAttempt's cached row). */
  ue: UserExamRow;
  structure: ExamStructure;
  /** Idempotency-Key, stored form. */
  key: string;
  requestHash: string;
  answers: NewestAnswers;
  submit: boolean;
  now: Date;
}

export type PerformOutcome = { kind: 'done'; body: { data: PerformUpdateResult } } | { kind: 'fallback' };

const FALLBACK: PerformOutcome = { kind: 'fallback' };
/** Bounds one statement's size; a larger queue is written in several batches. */
const MAX_BATCH = 250;

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
type Rows<T> = { rows: T[] };

/** (user_exam_id, question_id, answer, client_updated_at) of the jobs' answers, as a subquery (it may be empty). */
function answerSource(jobs: PerformJob[]): SQL {
  const rows = jobs.filter((j) => j.answers.size).map((j) => ({ userExamId: j.ue.id, answers: j.answers }));
  return rows.length
    ? sql`select * from (values ${answerValues(rows)}) as a(user_exam_id, question_id, answer, client_updated_at)`
    : sql`select null::integer as user_exam_id, null::integer as question_id, null::jsonb as answer, null::timestamptz as client_updated_at where false`;
}

/** Applied question ids per attempt, from `returning user_exam_id, question_id`. */
function appliedByAttempt(rows: { user_exam_id: number; question_id: number }[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const r of rows) {
    const list = out.get(Number(r.user_exam_id)) ?? [];
    list.push(Number(r.question_id));
    out.set(Number(r.user_exam_id), list);
  }
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}

/**
 * Saves only, one statement: skip jobs whose key is used, lock the open attempts, upsert their answers and store each
 * key with its response (the applied ids filled in by the statement itself).
 */
async function flushSaves(db: Queryable, jobs: PerformJob[]): Promise<PerformOutcome[]> {
  const bodies = jobs.map((j) => ({ data: performReply(j.ue, j.now, []) }));
  const input = sql.join(jobs.map((j, i) =>
    sql`(${i}::integer, ${j.ue.userId}::integer, ${j.key}::text, ${j.requestHash}::text, ${j.ue.id}::integer, ${jsonb(bodies[i])})`), sql`, `);
  const result = (await db.execute(sql`
    with v(idx, user_id, key, request_hash, user_exam_id, response) as (values ${input}),
    a as (${answerSource(jobs)}),
    fresh as (
      select v.* from v where not exists (select 1 from idempotency_keys k where k.user_id = v.user_id and k.key = v.key)
    ),
    open as (
      select id from user_exams where id in (select user_exam_id from fresh) and status = 'in_progress' for update
    ),
    ins as (${upsertAnswersSql(sql`select a.user_exam_id, a.question_id, a.answer, a.client_updated_at, now() from a join open on open.id = a.user_exam_id`)}),
    applied as (select user_exam_id, jsonb_agg(question_id order by question_id) as ids from ins group by user_exam_id),
    claim as (
      insert into idempotency_keys (user_id, key, request_hash, status, response)
      select f.user_id, f.key, f.request_hash, 200, jsonb_set(f.response, '{data,applied}', coalesce(ap.ids, '[]'::jsonb))
      from fresh f join open o on o.id = f.user_exam_id left join applied ap on ap.user_exam_id = f.user_exam_id
      on conflict do nothing
      returning user_id, key
    )
    select v.idx, coalesce(ap.ids, '[]'::jsonb) as applied,
      exists (select 1 from claim c where c.user_id = v.user_id and c.key = v.key) as claimed
    from v left join applied ap on ap.user_exam_id = v.user_exam_id`)) as unknown as Rows<{ idx: number; applied: number[]; claimed: boolean }>;
  const outcomes: PerformOutcome[] = jobs.map(() => FALLBACK);
  for (const r of result.rows) {
    const i = Number(r.idx);
    if (!r.claimed) continue;
    bodies[i]!.data.applied = r.applied.map(Number);
    outcomes[i] = { kind: 'done', body: bodies[i]! };
  }
  return outcomes;
}

/** Saves and submissions, one transaction: lock, upsert, grade the submitted attempts together, close, store keys. */
async function flushMixed(db: Db, jobs: PerformJob[]): Promise<PerformOutcome[]> {
  return db.transaction(async (tx) => {
    const keys = sql.join(jobs.map((j) => sql`(${j.ue.userId}::integer, ${j.key}::text)`), sql`, `);
    const used = (await tx.execute(sql`select k.user_id, k.key from idempotency_keys k
      join (values ${keys}) as v(user_id, key) on k.user_id = v.user_id and k.key = v.key`)) as unknown as Rows<{ user_id: number; key: string }>;
    const usedKeys = new Set(used.rows.map((r) => `${r.user_id}:${r.key}`));
    const ids = jobs.filter((j) => !usedKeys.has(`${j.ue.userId}:${j.key}`)).map((j) => j.ue.id);
    const locked = ids.length
      ? (await tx.execute(sql`select id, status, deadline from user_exams where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) for update`)) as unknown as Rows<{ id: number; status: string }>
      : { rows: [] };
    const open = new Set(locked.rows.filter((r) => r.status === 'in_progress').map((r) => Number(r.id)));
    const live = jobs.filter((j) => open.has(j.ue.id) && !usedKeys.has(`${j.ue.userId}:${j.key}`) && (j.submit || !isPastGrace(j.ue, j.now)));
    if (!live.length) return jobs.map(() => FALLBACK);

    const written = (await tx.execute(upsertAnswersSql(sql`select a.*, now() from (${answerSource(live)}) as a`))) as unknown as Rows<{ user_exam_id: number; question_id: number }>;
    const applied = appliedByAttempt(written.rows);
    const closed = await closeSubmitted(tx, live.filter((j) => j.submit));

    const bodies = new Map(live.map((j) => [j, { data: performReply(closed.get(j.ue.id) ?? j.ue, j.now, applied.get(j.ue.id) ?? []) }]));
    const claimed = await tx.insert(t.idempotencyKeys)
      .values(live.map((j) => ({ userId: j.ue.userId, key: j.key, requestHash: j.requestHash, status: 200, response: bodies.get(j) })))
      .onConflictDoNothing()
      .returning({ userId: t.idempotencyKeys.userId, key: t.idempotencyKeys.key });
    // A key taken meanwhile by another connection (PostgreSQL): undo everything; each request then goes the long way.
    if (claimed.length !== live.length) throw new Error('idempotency key taken during a batch');
    for (const j of closed.keys()) {
      const job = live.find((l) => l.ue.id === j)!;
      forgetCached(job.ue.userId, attemptCacheKey(job.ue.userId, job.ue.id));
    }
    return jobs.map((j) => (bodies.has(j) ? { kind: 'done', body: bodies.get(j)! } : FALLBACK));
  });
}

/** Grades and closes the submitted attempts (rows locked by the caller); returns each closed row by id. */
async function closeSubmitted(tx: Queryable, submits: PerformJob[]): Promise<Map<number, UserExamRow>> {
  const closed = new Map<number, UserExamRow>();
  if (!submits.length) return closed;
  const ids = sql.join(submits.map((j) => sql`${j.ue.id}`), sql`, `);
  const stored = await tx.select().from(t.userExamAnswers).where(sql`${t.userExamAnswers.userExamId} in (${ids})`);
  const byAttempt = new Map<number, AnswerRow[]>();
  for (const row of stored) byAttempt.set(row.userExamId, [...(byAttempt.get(row.userExamId) ?? []), row]);
  const messages = new Map<number, ReturnType<typeof completionMessages>>();
  const writes: AnswerRow[] = [];
  for (const j of submits) {
    const plan = planGrading(j.ue, j.structure, byAttempt.get(j.ue.id) ?? [], j.now);
    writes.push(...plan.writes);
    const score = await scoreColumns(j.structure, plan.final, () => {
      if (!messages.has(j.ue.examId)) messages.set(j.ue.examId, completionMessages(tx, j.ue.examId));
      return messages.get(j.ue.examId)!;
    });
    closed.set(j.ue.id, { ...j.ue, ...score, status: 'submitted', late: isPastGrace(j.ue, j.now), submittedAt: j.now });
  }
  await writeGrades(tx, writes);
  const values = sql.join([...closed.values()].map((r) => sql`(${r.id}::integer, ${r.late}::boolean, ${r.submittedAt!.toISOString()}::timestamptz,
    ${r.pointEarned}::float8, ${r.allocatedPoint}::float8, ${r.score}::float8, ${r.isFullyMarked}::boolean, ${r.completionComment}::text)`), sql`, `);
  await tx.execute(sql`update user_exams u set status = 'submitted', late = v.late, submitted_at = v.submitted_at,
      point_earned = v.point_earned, allocated_point = v.allocated_point, score = v.score,
      is_fully_marked = v.is_fully_marked, completion_comment = v.completion_comment
    from (values ${values}) as v(id, late, submitted_at, point_earned, allocated_point, score, is_fully_marked, completion_comment)
    where u.id = v.id`);
  return closed;
}

/** The next batch: queue order, at most one job per attempt and per key (the rest wait for the next batch). */
function takeBatch<T extends { job: PerformJob }>(queue: T[]): T[] {
  const batch: T[] = [];
  const attempts = new Set<number>();
  const keys = new Set<string>();
  for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
    const { job } = queue[i]!;
    const key = `${job.ue.userId}:${job.key}`;
    if (attempts.has(job.ue.id) || keys.has(key)) {
      i += 1;
      continue;
    }
    attempts.add(job.ue.id);
    keys.add(key);
    batch.push(...queue.splice(i, 1));
  }
  return batch;
}

interface Pending {
  job: PerformJob;
  resolve: (outcome: PerformOutcome) => void;
}

/** One writer per database: while a batch is written, new jobs queue up and go in the next one. */
class PerformBatcher {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  run(job: PerformJob): Promise<PerformOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      if (this.running) return;
      this.running = true;
      // setImmediate: requests already read by the event loop join the first batch.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = takeBatch(this.queue);
      const jobs = batch.map((p) => p.job);
      let outcomes: PerformOutcome[];
      try {
        outcomes = jobs.some((j) => j.submit) ? await flushMixed(this.db, jobs) : await flushSaves(this.db, jobs);
      } catch (err) {
        console.error('exam batch failed; its requests take the one-by-one path', err);
        outcomes = jobs.map(() => FALLBACK);
      }
      batch.forEach((p, i) => p.resolve(outcomes[i] ?? FALLBACK));
    }
    this.running = false;
  }
}

const batchers = new WeakMap<Db, PerformBatcher>();

/** Queues a save or submission of an open attempt; resolves once it is committed (or must take the long path). */
export function runBatched(db: Db, job: PerformJob): Promise<PerformOutcome> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new PerformBatcher(db)));
  return batcher.run(job);
}
