// The fast path of perform update, before the idempotent middleware: an ordinary save or submission of an open
// attempt joins the next batch (perform-batch.ts) and is answered from there. Everything else — a missing key, a
// body the slow path will refuse, a save past the grace, a key already used, an attempt closed meanwhile — goes on to
// the one-request path, which claims the key and applies every rule, so both paths answer alike.
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { idempotencyKeyOf, requestHashOf } from '../http/idempotency.ts';
import { findNul, idString } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import { performUpdateSchema } from '../../../src/shared/schemas/exam.ts';
import { isPastGrace } from './attempts.ts';
import { newestAnswers } from './answers.ts';
import { findOwnAttempt } from './perform.ts';
import { runBatched } from './perform-batch.ts';
import { cachedStructure } from './structure.ts';
import { deviceIdOf, mayWrite } from './devices.ts';

const attemptParam = v.object({ groupId: idString, examId: idString, userExamId: idString });

/** Runs `fn`; undefined when it throws a 4xx (the slow path will give that answer, under the key). */
function unlessRefused<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (err) {
    if (err instanceof HttpError) return undefined;
    throw err;
  }
}

export const batchedPerform = createMiddleware<AppEnv>(async (c, next) => {
  const key = idempotencyKeyOf(c);
  const ids = v.safeParse(attemptParam, c.req.param());
  if (!key || !ids.success || !(c.req.header('content-type') ?? '').includes('application/json')) return next();
  const { db } = c.get('deps');
  const ue = await findOwnAttempt(db, ids.output, c.get('user').id, c.get('school').schoolId);
  const deviceId = deviceIdOf(c);
  if (ue?.status !== 'in_progress' || !mayWrite(ue, deviceId)) return next();
  let raw: unknown;
  try {
    // Read as text first: Hono caches the first form read, and the request hash must be of the raw body.
    raw = JSON.parse(await c.req.text());
  } catch {
    return next();
  }
  const input = v.safeParse(performUpdateSchema, raw);
  if (!input.success || findNul(raw)) return next();
  const structure = await cachedStructure(db, ue.examId);
  const answers = unlessRefused(() => newestAnswers(structure, input.output.answers));
  const now = new Date();
  const submit = input.output.submit ?? false;
  if (!answers || (!submit && isPastGrace(ue, now))) return next();
  const outcome = await runBatched(db, { ue, structure, key, requestHash: await requestHashOf(c), answers, submit, now, deviceId });
  if (outcome.kind === 'fallback') return next();
  return c.json(outcome.body);
});
