// The demo experiments: made with the storage after the database seed, listed in the system library under its
// category and in the demo school's library approved, each page served from its package under the sandbox policy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { permissionId } from '../../../src/shared/permissions.ts';
import { DEMO } from '../seed.ts';
import type { Experiment } from '../../../src/shared/experiments.ts';
import { DEMO_EXPERIMENT, DEMO_SCHOOL_EXPERIMENT, OHM_HTML, PENDULUM_HTML, seedExperiments } from './seed.ts';
import { demoSchoolId } from '../speech/test-support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedExperiments(server.db, server.storage);
});
afterAll(() => server.close());

it('puts the pendulum in the system library, runnable in its sandbox', async () => {
  const res = await server.call('GET', 'experiments', { token: await server.login(DEMO.systemAdmin) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const item = (res.json.data as Experiment[]).find((e) => e.name === DEMO_EXPERIMENT)!;
  expect(item).toMatchObject({ level: 'system', status: 'approved', category: { name: 'Vật lí' }, subject: { name: 'Khoa học tự nhiên' }, fileCount: 1 });
  const page = await server.app.request(item.runUrl);
  expect(await page.text()).toBe(PENDULUM_HTML);
  expect(page.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts /);
});

it('puts Ohm’s law in the demo school’s library, approved, for its teachers to read', async () => {
  const school = await demoSchoolId(server);
  const res = await server.call('GET', 's/experiments', { token: await server.login(DEMO.teacher2), school });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const item = (res.json.data as Experiment[]).find((e) => e.name === DEMO_SCHOOL_EXPERIMENT)!;
  expect(item).toMatchObject({ level: 'school', status: 'approved', owner: { fullName: 'Phạm Thị Lan' }, grade: { name: 'Khối 9' } });
  expect(await (await server.app.request(item.runUrl)).text()).toBe(OHM_HTML);
});

it('lets the system’s content editors make the system library’s experiments', async () => {
  const granted = await server.db.select().from(t.systemRolePermissions).where(eq(t.systemRolePermissions.roleId, 23));
  const ids = granted.map((g) => g.permissionId);
  for (const action of ['view', 'create', 'update', 'approve'] as const) expect(ids).toContain(permissionId(`experiment.${action}`));
});
