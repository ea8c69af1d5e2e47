// Idempotency-Key middleware on a tiny app: one run per key under concurrency, replays, mismatches, 5xx release,
// stale claims taken over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { HttpError, errorBody } from './errors.ts';
import { idempotent, KEY_RETENTION_MS, pruneIdempotencyKeys, STALE_CLAIM_MS } from './idempotency.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let userId: number;
let runs = 0;
let app: Hono<AppEnv>;

beforeAll(async () => {
  // The seeded test server gives PGlite or, with TEST_DATABASE_URL, a throwaway PostgreSQL database.
  server = await startTestServer();
  const [user] = await server.db.insert(t.users).values({ email: 'idem@test.vn', passwordHash: 'x', firstName: 'A', lastName: 'B' }).returning();
  userId = user!.id;
  app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', { db: server.db } as AppEnv['Variables']['deps']);
    c.set('user', { id: userId, email: '', firstName: '', lastName: '', userType: 'student', tokenId: 0 });
    await next();
  });
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.status, err.message, err.errors), err.status);
    return c.json(errorBody(500, MSG.generic), 500);
  });
  app.post('/work', idempotent, async (c) => {
    runs += 1;
    const body = await c.req.json();
    await new Promise((r) => setTimeout(r, 20));
    if (body.fail) throw new Error('boom');
    if (body.refuse) throw new HttpError(422, MSG.invalidInput);
    return c.json({ data: { run: runs, echo: body.value } }, 201);
  });
});
afterAll(() => server.close());

const post = (key: string | null, body: unknown) =>
  app.request('/work', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });

describe('idempotent', () => {
  it('requires a UUID key', async () => {
    expect((await post(null, {})).status).toBe(422);
    expect((await post('not-a-uuid', {})).status).toBe(422);
  });

  it('runs once for concurrent requests with one key: the others get 409 or the same response', async () => {
    const key = randomUUID();
    const before = runs;
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(key, { value: 1 })));
    expect(runs - before).toBe(1);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const again = await post(key, { value: 1 });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ data: { run: before + 1, echo: 1 } });
  });

  it('answers 422 for another body under the same key, and replays a stored 422', async () => {
    const key = randomUUID();
    await post(key, { value: 1 });
    const res = await post(key, { value: 2 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(SERVER_MSG.idempotencyMismatch);
    const refusedKey = randomUUID();
    const before = runs;
    expect((await post(refusedKey, { refuse: true })).status).toBe(422);
    expect((await post(refusedKey, { refuse: true })).status).toBe(422);
    expect(runs - before).toBe(1);
  });

  it('releases the key after a server error so that a retry runs', async () => {
    const key = randomUUID();
    const before = runs;
    expect((await post(key, { fail: true })).status).toBe(500);
    expect((await post(key, { fail: true })).status).toBe(500);
    expect(runs - before).toBe(2);
  });

  it('forgets keys after the retention period', async () => {
    const key = randomUUID();
    await post(key, { value: 4 });
    await pruneIdempotencyKeys(server.db, new Date(Date.now() + KEY_RETENTION_MS + 1000));
    expect(await server.db.select().from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, key))).toEqual([]);
  });

  it('takes over a claim left behind by a crashed request', async () => {
    const key = randomUUID();
    const first = await post(key, { value: 3 });
    expect(first.status).toBe(201);
    // Make it look like a claim that never finished, long ago.
    await server.db
      .update(t.idempotencyKeys)
      .set({ status: null, response: null, createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(eq(t.idempotencyKeys.key, key));
    const before = runs;
    expect((await post(key, { value: 3 })).status).toBe(201);
    expect(runs - before).toBe(1);
  });
});
