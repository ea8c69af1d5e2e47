// Group commit for the exam hot path: answer saves and submissions that arrive together are written together — a batch
// of saves in one statement, a batch with submissions in one transaction of a fixed number of statements — whatever
// their number. The embedded database runs one statement at a time, so statements per request, not rows, were what
// limited a school of students saving every few seconds (the bench's figures). Anything out of the ordinary (a key already
// used, an attempt no longer open, a database error) answers 'fallback': the request then takes the one-request path
// (idempotent middleware + performUpdate), which has every rule.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordset } from '../db/recordset.ts';
import { claimKeysSql, keyUsedSql } from '../http/idempotency.ts';
import { forgetCached } from '../auth/auth-cache.ts';
import { EXAM_GRACE_SECONDS, type PerformUpdateResult } from '../../../src/shared/exam.ts';
import type { ExamStructure, Queryable } from './structure.ts';
import { upsertAnswersSql, type NewestAnswers } from './answers.ts';
import { attemptCacheKey, completionMessages, isPastGrace, planGrading, scoreColumns, type AnswerRow, type UserExamRow } from './attempts.ts';
import { performReply } from './perform.ts';
import { attemptsClosed } from './attempt-events.ts';
import { log } from '../platform/logger.ts';

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
  /** The sending device (X-Device-Id); a job of a device that no longer holds the attempt takes the long path. */
  deviceId: string | null;
}

export type PerformOutcome = { kind: 'done'; body: { data: PerformUpdateResult } } | { kind: 'fallback' };

const FALLBACK: PerformOutcome = { kind: 'fallback' };
const GRACE_SQL = sql.raw(`interval '${EXAM_GRACE_SECONDS} seconds'`);
/**
 * A submission of a quiet moment waits for others arriving with it: a class submits together (the bell, the
 * deadline), and one batch of forty costs about what two do. Each submission arriving meanwhile extends the wait by
 * SUBMIT_GATHER_MS, up to SUBMIT_GATHER_MAX_MS after the first: a lone submission waits 3 ms, a class's burst (a
 * request every half millisecond while the server reads forty sockets) goes in one batch.
 */
const SUBMIT_GATHER_MS = 3;
const SUBMIT_GATHER_MAX_MS = 25;
/** Bounds one statement's size; a larger queue is written in several batches. */
const MAX_BATCH = 250;

type Rows<T> = { rows: T[] };

/** (user_exam_id, question_id, answer, client_updated_at) of the jobs' answers, as a subquery (it may be empty). */
function answerSource(jobs: PerformJob[]): SQL {
  const rows = jobs.flatMap((j) =>
    [...j.answers].map(([questionId, { answer, at }]) => ({ user_exam_id: j.ue.id, question_id: questionId, answer, client_updated_at: at.toISOString() })),
  );
  return sql`select * from ${recordset(rows, 'a(user_exam_id integer, question_id integer, answer jsonb, client_updated_at timestamptz)')}`;
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
  const input = jobs.map((j, i) => ({
    idx: i,
    user_id: j.ue.userId,
    key: j.key,
    request_hash: j.requestHash,
    user_exam_id: j.ue.id,
    device_id: j.deviceId,
    response: bodies[i],
  }));
  const result = (await db.execute(sql`
    with v as (select * from ${recordset(input, 'v(idx integer, user_id integer, key text, request_hash text, user_exam_id integer, device_id text, response jsonb)')}),
    a as (${answerSource(jobs)}),
    fresh as (select v.* from v where not ${keyUsedSql(sql`v.user_id`, sql`v.key`)}),
    open as (
      select ue.id from user_exams ue join fresh f on f.user_exam_id = ue.id
      where ue.status = 'in_progress' and ue.deadline >= now() - ${GRACE_SQL}
        and (ue.device_id is null or f.device_id is null or ue.device_id = f.device_id)
      for update of ue
    ),
    ins as (${upsertAnswersSql(sql`select a.user_exam_id, a.question_id, a.answer, a.client_updated_at, now() from a join open on open.id = a.user_exam_id`)}),
    applied as (select user_exam_id, jsonb_agg(question_id order by question_id) as ids from ins group by user_exam_id),
    claim as (${claimKeysSql(sql`select f.user_id, f.key, f.request_hash, 200, jsonb_set(f.response, '{data,applied}', coalesce(ap.ids, '[]'::jsonb))
      from fresh f join open o on o.id = f.user_exam_id left join applied ap on ap.user_exam_id = f.user_exam_id`)})
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

const ANSWER_COLUMNS = sql`user_exam_id, question_id, answer, client_updated_at, server_updated_at, point_earned, is_marked, comment, marked_by, marked_at`;

interface AnswerRecord {
  user_exam_id: number;
  question_id: number;
  answer: unknown;
  client_updated_at: Date | string;
  server_updated_at: Date | string;
  point_earned: number | null;
  is_marked: boolean;
  comment: string | null;
  marked_by: number | null;
  marked_at: Date | string | null;
  written: boolean;
}

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));
const toAnswerRow = (r: AnswerRecord): AnswerRow => ({
  userExamId: Number(r.user_exam_id),
  questionId: Number(r.question_id),
  answer: r.answer,
  clientUpdatedAt: asDate(r.client_updated_at),
  serverUpdatedAt: asDate(r.server_updated_at),
  pointEarned: r.point_earned === null ? null : Number(r.point_earned),
  isMarked: r.is_marked,
  comment: r.comment,
  markedBy: r.marked_by === null ? null : Number(r.marked_by),
  markedAt: r.marked_at === null ? null : asDate(r.marked_at),
});

/**
 * Saves and submissions, one transaction of three statements: lock the attempts (and see which keys are used); upsert
 * the answers, reading back every answer of the attempts being submitted; write their grades, close them and store
 * every key with its response.
 */
async function flushMixed(db: Db, jobs: PerformJob[]): Promise<PerformOutcome[]> {
  const result = await db.transaction(async (tx) => {
    const input = jobs.map((j) => ({ user_exam_id: j.ue.id, user_id: j.ue.userId, key: j.key, device_id: j.deviceId }));
    const locked = (await tx.execute(sql`select ue.id, ue.status, ue.deadline, ${keyUsedSql(sql`v.user_id`, sql`v.key`)} as used,
        (ue.device_id is null or v.device_id is null or ue.device_id = v.device_id) as holder
      from ${recordset(input, 'v(user_exam_id integer, user_id integer, key text, device_id text)')} join user_exams ue on ue.id = v.user_exam_id
      for update of ue`)) as unknown as Rows<{ id: number; status: string; deadline: Date | string; used: boolean; holder: boolean }>;
    // The deadline as stored, not as cached: the cache is trusted for who owns the attempt, not for its time.
    const deadlines = new Map(locked.rows.filter((r) => r.status === 'in_progress' && !r.used && r.holder).map((r) => [Number(r.id), asDate(r.deadline)]));
    for (const j of jobs) if (deadlines.has(j.ue.id)) j.ue = { ...j.ue, deadline: deadlines.get(j.ue.id)! };
    const live = jobs.filter((j) => deadlines.has(j.ue.id) && (j.submit || !isPastGrace(j.ue, j.now)));
    if (!live.length) return { outcomes: jobs.map(() => FALLBACK), closed: [] };

    const submits = live.filter((j) => j.submit);
    const submitIds = submits.length
      ? sql.join(
          submits.map((j) => sql`${j.ue.id}`),
          sql`, `,
        )
      : sql`null`;
    const answers = (await tx.execute(sql`
      with ins as (${upsertAnswersSql(sql`select a.*, now() from (${answerSource(live)}) as a`, ANSWER_COLUMNS)})
      select ${ANSWER_COLUMNS}, true as written from ins
      union all
      select ${ANSWER_COLUMNS}, false from user_exam_answers a where a.user_exam_id in (${submitIds})
        and not exists (select 1 from ins where ins.user_exam_id = a.user_exam_id and ins.question_id = a.question_id)`)) as unknown as Rows<AnswerRecord>;
    const applied = appliedByAttempt(answers.rows.filter((r) => r.written));
    const closed = await gradeSubmitted(db, tx, submits, answers.rows.map(toAnswerRow));

    const bodies = new Map(live.map((j) => [j, { data: performReply(closed.rows.get(j.ue.id) ?? j.ue, j.now, applied.get(j.ue.id) ?? []) }]));
    const keys = live.map((j) => ({ user_id: j.ue.userId, key: j.key, request_hash: j.requestHash, response: bodies.get(j) }));
    const stored = (await tx.execute(sql`
      with ${closed.writes ? sql`g as (${closed.writes}), u as (${closed.update}), ` : sql``}
      k as (${claimKeysSql(
        sql`select user_id, key, request_hash, 200, response from ${recordset(keys, 'k(user_id integer, key text, request_hash text, response jsonb)')}`,
      )})
      select count(*)::integer as claimed from k`)) as unknown as Rows<{ claimed: number }>;
    // A key taken meanwhile by another connection (PostgreSQL): undo everything; each request then goes the long way.
    if (Number(stored.rows[0]?.claimed) !== live.length) throw new Error('idempotency key taken during a batch');
    for (const j of submits) forgetCached(j.ue.userId, attemptCacheKey(j.ue.userId, j.ue.id));
    return {
      outcomes: jobs.map((j): PerformOutcome => (bodies.has(j) ? { kind: 'done', body: bodies.get(j)! } : FALLBACK)),
      closed: [...closed.rows.values()],
    };
  });
  await attemptsClosed(db, result.closed);
  return result.outcomes;
}

/** Completion comments per exam: seeded, never edited through the API, so kept for a few minutes. */
const MESSAGES_MS = 5 * 60_000;
const messageCache = new WeakMap<object, Map<number, { at: number; value: ReturnType<typeof completionMessages> }>>();

function cachedMessages(db: Db, tx: Queryable, examId: number) {
  let perDb = messageCache.get(db);
  if (!perDb) messageCache.set(db, (perDb = new Map()));
  const hit = perDb.get(examId);
  if (hit && Date.now() - hit.at < MESSAGES_MS) return hit.value;
  const value = completionMessages(tx, examId);
  perDb.set(examId, { at: Date.now(), value });
  value.catch(() => perDb.delete(examId));
  return value;
}

/**
 * Grades the submitted attempts from their final answer rows: the closed rows by id, and the statements (for the
 * caller's last statement) writing the grades and closing the attempts — null when nothing is submitted.
 */
async function gradeSubmitted(db: Db, tx: Queryable, submits: PerformJob[], answers: AnswerRow[]) {
  const rows = new Map<number, UserExamRow>();
  if (!submits.length) return { rows, writes: null, update: null };
  const byAttempt = new Map<number, AnswerRow[]>();
  for (const row of answers) byAttempt.set(row.userExamId, [...(byAttempt.get(row.userExamId) ?? []), row]);
  const writes: AnswerRow[] = [];
  for (const j of submits) {
    const plan = planGrading(j.ue, j.structure, byAttempt.get(j.ue.id) ?? [], j.now);
    writes.push(...plan.writes);
    const score = await scoreColumns(j.structure, plan.final, () => cachedMessages(db, tx, j.ue.examId));
    rows.set(j.ue.id, { ...j.ue, ...score, status: 'submitted', late: isPastGrace(j.ue, j.now), submittedAt: j.now });
  }
  const gradeRows = writes.map((w) => ({
    user_exam_id: w.userExamId,
    question_id: w.questionId,
    answer: w.answer ?? null,
    client_updated_at: w.clientUpdatedAt.toISOString(),
    server_updated_at: w.serverUpdatedAt.toISOString(),
    point_earned: w.pointEarned,
    is_marked: w.isMarked,
    comment: w.comment,
    marked_by: w.markedBy,
    marked_at: w.markedAt?.toISOString() ?? null,
  }));
  const grades = writes.length
    ? sql`insert into user_exam_answers (${ANSWER_COLUMNS}) select ${ANSWER_COLUMNS} from ${recordset(
        gradeRows,
        `g(user_exam_id integer,
        question_id integer, answer jsonb, client_updated_at timestamptz, server_updated_at timestamptz, point_earned float8,
        is_marked boolean, comment text, marked_by integer, marked_at timestamptz)`,
      )}
      on conflict (user_exam_id, question_id) do update set point_earned = excluded.point_earned, is_marked = excluded.is_marked`
    : sql`select 1`;
  const closing = [...rows.values()].map((r) => ({
    id: r.id,
    late: r.late,
    submitted_at: r.submittedAt!.toISOString(),
    point_earned: r.pointEarned,
    allocated_point: r.allocatedPoint,
    score: r.score,
    is_fully_marked: r.isFullyMarked,
    completion_comment: r.completionComment,
  }));
  const update = sql`update user_exams u set status = 'submitted', late = v.late, submitted_at = v.submitted_at,
      point_earned = v.point_earned, allocated_point = v.allocated_point, score = v.score,
      is_fully_marked = v.is_fully_marked, completion_comment = v.completion_comment
    from ${recordset(
      closing,
      `v(id integer, late boolean, submitted_at timestamptz, point_earned float8, allocated_point float8,
      score float8, is_fully_marked boolean, completion_comment text)`,
    )}
    where u.id = v.id`;
  return { rows, writes: grades, update };
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
  /** The submission gathering timer, while the first batch of a quiet moment waits for its class. */
  private gathering: ReturnType<typeof setTimeout> | null = null;
  private gatherStart = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  run(job: PerformJob): Promise<PerformOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      if (this.gathering && job.submit) this.gather();
      if (this.running) return;
      this.running = true;
      // setImmediate: requests already read by the event loop join the first batch.
      if (job.submit) {
        this.gatherStart = performance.now();
        this.gather();
      } else setImmediate(() => void this.drain());
    });
  }

  /** (Re)arms the gathering timer: SUBMIT_GATHER_MS from now, never past SUBMIT_GATHER_MAX_MS from the first. */
  private gather(): void {
    if (this.gathering) clearTimeout(this.gathering);
    const wait = Math.min(SUBMIT_GATHER_MS, this.gatherStart + SUBMIT_GATHER_MAX_MS - performance.now());
    this.gathering = setTimeout(
      () => {
        this.gathering = null;
        void this.drain();
      },
      Math.max(0, wait),
    );
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = takeBatch(this.queue);
      const jobs = batch.map((p) => p.job);
      let outcomes: PerformOutcome[];
      try {
        outcomes = jobs.some((j) => j.submit) ? await flushMixed(this.db, jobs) : await flushSaves(this.db, jobs);
      } catch (err) {
        log.error({ err }, 'exam batch failed; its requests take the one-by-one path');
        outcomes = jobs.map(() => FALLBACK);
      }
      batch.forEach((p, i) => p.resolve(outcomes[i] ?? FALLBACK));
      // The embedded database blocks the event loop while it writes, so the requests that arrived meanwhile are read
      // only now, one socket after another: wait until all of them have joined the queue, then take the next batch.
      await new Promise((resolve) => setImmediate(resolve));
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
