// One device at a time takes an attempt: the app names its device in X-Device-Id. Opening the attempt (perform/new)
// claims it for the device; another device opening it hears so (409, errors.attemptDevice) and may take it over
// (?takeover=1). After a takeover, the first device's saves and submission are refused (409, errors.attemptTakenOver)
// and kept as a late copy the teacher sees beside the attempt, never merged. A request without a device (an API
// client, not the app) is not bound to one.
import type { Context } from 'hono';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { forgetCached } from '../auth/auth-cache.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { ATTEMPT_DEVICE_CHECKS, DEVICE_ID_HEADER, type LateCopy, type PerformUpdateBody, type SavedAnswer } from '../../../src/shared/exam.ts';
import { attemptCacheKey, type UserExamRow } from './attempts.ts';
import { SERVER_MSG } from '../messages.ts';

const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request's device id, or null when it names none (or an invalid one). */
export function deviceIdOf(c: Context): string | null {
  const id = c.req.header(DEVICE_ID_HEADER)?.trim() ?? '';
  return DEVICE_ID.test(id) ? id : null;
}

/** True when this device may write the attempt: it holds it, nobody does, or the request names no device. */
export const mayWrite = (ue: Pick<UserExamRow, 'deviceId'>, deviceId: string | null) => deviceId === null || ue.deviceId === null || ue.deviceId === deviceId;

export const onOtherDevice = () =>
  new HttpError(409, SERVER_MSG.examOnOtherDevice, { [ATTEMPT_DEVICE_CHECKS.onOtherDevice]: [SERVER_MSG.examOnOtherDevice] }, { retryable: false });
export const takenOver = () => new HttpError(409, MSG.examTakenOver, { [ATTEMPT_DEVICE_CHECKS.takenOver]: [MSG.examTakenOver] }, { retryable: false });

/**
 * Binds an open attempt to the device opening it: a first claim, the same device again, or a takeover. Refuses with
 * onOtherDevice when another device holds it and the caller did not ask to take it over.
 */
export async function claimDevice(db: Db, ue: UserExamRow, deviceId: string | null, takeover: boolean): Promise<UserExamRow> {
  if (deviceId === null || ue.status !== 'in_progress' || ue.deviceId === deviceId) return ue;
  if (ue.deviceId !== null && !takeover) throw onOtherDevice();
  // Conditional on the holder read above: of two devices claiming at once, one wins and the other hears onOtherDevice.
  const held = ue.deviceId === null ? isNull(t.userExams.deviceId) : eq(t.userExams.deviceId, ue.deviceId);
  const [row] = await db
    .update(t.userExams)
    .set({ deviceId })
    .where(and(eq(t.userExams.id, ue.id), or(held, eq(t.userExams.deviceId, deviceId))))
    .returning();
  if (!row) throw onOtherDevice();
  // The attempt as cached for the fast save path names the old holder: read afresh on the next save.
  forgetCached(ue.userId, attemptCacheKey(ue.userId, ue.id));
  return row;
}

/** The holder as stored (not as cached). */
export async function currentDevice(db: Db, userExamId: number): Promise<string | null> {
  const [row] = await db.select({ deviceId: t.userExams.deviceId }).from(t.userExams).where(eq(t.userExams.id, userExamId));
  return row?.deviceId ?? null;
}

/** Keeps what a device sent after losing the attempt, then refuses the request. */
export async function refuseAsTakenOver(db: Db, userExamId: number, deviceId: string, input: Required<PerformUpdateBody>): Promise<never> {
  await db.insert(t.userExamLateCopies).values({ userExamId, deviceId, answers: input.answers, submit: input.submit });
  throw takenOver();
}

/** The late copies of an attempt, oldest first, for its teacher. */
export async function lateCopiesOf(db: Db, userExamId: number): Promise<LateCopy[]> {
  const rows = await db.select().from(t.userExamLateCopies).where(eq(t.userExamLateCopies.userExamId, userExamId)).orderBy(asc(t.userExamLateCopies.id));
  return rows.map((r) => ({ id: r.id, receivedAt: r.receivedAt.toISOString(), submit: r.submit, answers: r.answers as SavedAnswer[] }));
}
