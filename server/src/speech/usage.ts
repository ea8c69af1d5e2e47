// Per-user call limits (spec §3 usage fields, §9): a call reserves one unit before scoring and gives it back if the
// scoring fails, so two parallel uploads can never both pass the last free unit. The limit is the user's effective one
// (limits/effective.ts), compared inside the same UPDATE.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { effectiveLimit } from '../limits/effective.ts';

export type SpeechMode = 'scripted' | 'unscripted';

const columns = (mode: SpeechMode) =>
  mode === 'scripted'
    ? { used: t.users.usedScriptedApiCall, limit: effectiveLimit('scriptedCallLimit'), key: 'usedScriptedApiCall' as const }
    : { used: t.users.usedUnscriptedApiCall, limit: effectiveLimit('unscriptedCallLimit'), key: 'usedUnscriptedApiCall' as const };

/** true when a unit was taken; false when the user is at or over the limit. */
export async function reserveCall(db: Db, userId: number, mode: SpeechMode): Promise<boolean> {
  const c = columns(mode);
  const rows = await db
    .update(t.users)
    .set({ [c.key]: sql`${c.used} + 1` })
    .where(and(eq(t.users.id, userId), lt(c.used, c.limit)))
    .returning({ id: t.users.id });
  return rows.length > 0;
}

export async function refundCall(db: Db, userId: number, mode: SpeechMode): Promise<void> {
  const c = columns(mode);
  await db
    .update(t.users)
    .set({ [c.key]: sql`greatest(${c.used} - 1, 0)` })
    .where(eq(t.users.id, userId));
}

/**
 * Whether the school may still spend a call: its scored calls since its contract began (as its statistics count them,
 * schools/school-stats.ts) under the number it bought, or no number set. Checked before the user's own unit is taken;
 * two calls racing for a school's very last unit may both pass — the school's figure is a contract total, the
 * per-user limit is the one kept exact.
 */
export async function schoolCallsLeft(db: Db, schoolId: number): Promise<boolean> {
  const [school] = await db.select({ limit: t.schools.speakingCallLimit, since: t.schools.contractStartsOn }).from(t.schools).where(eq(t.schools.id, schoolId));
  if (!school || school.limit === null) return true;
  const r = t.speechRequests;
  const [used] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.schoolId, schoolId), eq(r.status, 'scored'), school.since ? gte(r.createdAt, new Date(`${school.since}T00:00:00+07:00`)) : undefined));
  return Number(used?.n ?? 0) < school.limit;
}
