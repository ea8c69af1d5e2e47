// The probes a load balancer reads: alive, ready (database migrated), and not ready once a shutdown began.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, testDeps, type TestServer } from '../test/harness.ts';
import { createApp } from '../app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('/healthz answers while the process lives; /readyz checks the database and its migrations', async () => {
  const alive = await server.app.request('/healthz');
  expect(alive.status).toBe(200);
  expect(alive.headers.get('Cache-Control')).toBe('no-store');
  const ready = await server.app.request('/readyz');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ ok: true, database: true, draining: false });
});

it('/readyz turns the balancer away once the server is shutting down', async () => {
  const app = createApp(testDeps(server.db, server.storage), () => true);
  const res = await app.request('/readyz');
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ ok: false, draining: true });
});

it('/readyz is 503 when the database does not answer', async () => {
  const other = await startTestServer();
  await other.database.close();
  const res = await other.app.request('/readyz');
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ ok: false, database: false });
  await other.close();
});
