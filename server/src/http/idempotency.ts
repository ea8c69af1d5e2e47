// Idempotency-Key for writes queued in the app's outbox: the first request with a key runs and its response is stored;
// a replay gets that response again, a different request under the same key 422, one still running 409.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env.ts';
import { HttpError, inProgress } from './errors.ts';
import * as t from '../db/schema.ts';
import { SERVER_MSG } from '../messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A claim older than this with no response is taken to belong to a request that died with its process (a crash
 * between claim and store); it may be claimed again, or the outbox would be stuck on 409 forever.
 */
export const STALE_CLAIM_MS = 60_000;

/** The request's Idempotency-Key in its stored (lower-case) form, or null when it is missing or not a UUID. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('idempotency-key')?.trim() ?? '';
  return UUID.test(key) ? key.toLowerCase() : null;
}

/**
 * What identifies a request under its key: method, path and raw body. A multipart body is taken field by field (text
 * values and the SHA-256 of each file's bytes), not as text: the outbox rebuilds its FormData with a new boundary on
 * every retry, and reading a binary upload as text would corrupt it for the handler (Hono caches the body).
 */
export async function requestHashOf(c: Context): Promise<string> {
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return hash.update(await c.req.text()).digest('hex');
  }
  const fields: string[] = [];
  for (const [name, value] of (await c.req.formData()).entries()) {
    const bytes = typeof value === 'string' ? null : new Uint8Array(await value.arrayBuffer());
    fields.push(`${name}=${bytes ? `file:${createHash('sha256').update(bytes).digest('hex')}` : value}`);
  }
  return hash.update(fields.sort().join('\n')).digest('hex');
}

/**
 * The one statement that claims keys, for this middleware (one key, response stored after the handler) and for the
 * exam batches (many keys, claimed with their response in the transaction that does the work). `claims` selects
 * (user_id, key, request_hash, status, response); a key already claimed is skipped, and the statement returns
 * (user_id, key) of the keys it claimed.
 */
export function claimKeysSql(claims: SQL): SQL {
  return sql`insert into idempotency_keys (user_id, key, request_hash, status, response) ${claims}
    on conflict do nothing returning user_id, key`;
}

/** True (as SQL) when the user's key is claimed already. */
export function keyUsedSql(userId: SQL, key: SQL): SQL {
  return sql`exists (select 1 from idempotency_keys k where k.user_id = ${userId} and k.key = ${key})`;
}

/**
 * Requires an Idempotency-Key (a UUID) and runs the handler at most once per (user, key). Must run after requireAuth.
 * The request is identified by method, path and raw body. Server errors (5xx) release the key so a retry runs again.
 */
export const idempotent = createMiddleware<AppEnv>(async (c, next) => {
  const key = idempotencyKeyOf(c);
  if (!key) throw new HttpError(422, SERVER_MSG.idempotencyKeyRequired, { 'Idempotency-Key': [SERVER_MSG.idempotencyKeyRequired] });
  const { db } = c.get('deps');
  const userId = c.get('user').id;
  const requestHash = await requestHashOf(c);
  const where = and(eq(t.idempotencyKeys.userId, userId), eq(t.idempotencyKeys.key, key));

  const claimed = (await db.execute(claimKeysSql(sql`values (${userId}::integer, ${key}, ${requestHash}, null::integer, null::jsonb)`))) as unknown as {
    rows: unknown[];
  };
  if (!claimed.rows.length) {
    const [row] = await db.select().from(t.idempotencyKeys).where(where);
    if (!row) throw inProgress();
    if (row.requestHash !== requestHash) throw new HttpError(422, SERVER_MSG.idempotencyMismatch, { 'Idempotency-Key': [SERVER_MSG.idempotencyMismatch] });
    if (row.status !== null) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(row.response as object, row.status as ContentfulStatusCode);
    }
    // Still in progress: 409, unless the claim is stale and we win the race to take it over.
    const retaken = await db
      .update(t.idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(and(where, isNull(t.idempotencyKeys.status), sql`${t.idempotencyKeys.createdAt} < ${new Date(Date.now() - STALE_CLAIM_MS)}`))
      .returning({ key: t.idempotencyKeys.key });
    if (!retaken.length) throw inProgress();
  }

  await next();

  const status = c.res.status;
  if (status >= 500) {
    await db.delete(t.idempotencyKeys).where(where);
    return;
  }
  let response: unknown = null;
  try {
    response = await c.res.clone().json();
  } catch {
    response = null;
  }
  await db.update(t.idempotencyKeys).set({ status, response }).where(where);
});

/**
 * Keys are kept 30 days: longer than any device stays offline with a queued write. A replay after that runs again,
 * which the exam writes tolerate (a closed attempt ignores a second submission; saves merge by clientUpdatedAt).
 */
export const KEY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, new Date(now.getTime() - KEY_RETENTION_MS)));
}
