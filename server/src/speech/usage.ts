// Per-user call limits (spec §3 usage fields, §9): a call reserves one unit before scoring and gives it back if the
// scoring fails, so two parallel uploads can never both pass the last free unit. The limit is the user's effective one
// (limits/effective.ts), compared inside the same UPDATE.
import { and, eq, lt, sql } from 'drizzle-orm';
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
