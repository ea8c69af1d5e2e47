// Packages left behind by an abandoned "add" dialog: gone with their stored files once a day old; a package an
// experiment names, or one uploaded within the day, stays.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { ORPHAN_PACKAGE_AGE_MS, removeOrphanPackages } from './orphans.ts';

let server: TestServer;
let school = 0;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  token = await server.login(DEMO.teacher);
});
afterAll(() => server.close());

async function upload(): Promise<number> {
  const form = new FormData();
  form.set('file', new File(['<!doctype html><title>Thử</title>'], 'thu.html'));
  const res = await server.app.request('/api/experiment_packages', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-school-id': String(school) },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const keysOf = async (id: number) =>
  (await server.db.select({ key: t.experimentPackageFiles.key }).from(t.experimentPackageFiles).where(eq(t.experimentPackageFiles.packageId, id))).map(
    (f) => f.key,
  );

it('removes a day-old package no experiment names, with its files, and keeps the others', async () => {
  const [abandoned, named, fresh] = [await upload(), await upload(), await upload()];
  const made = await server.call('POST', 's/personal/experiments', { token, school, body: { name: 'Giữ lại', packageId: named } });
  expect(made.status).toBe(201);
  const old = new Date(Date.now() - ORPHAN_PACKAGE_AGE_MS - 60_000);
  await server.db
    .update(t.experimentPackages)
    .set({ createdAt: old })
    .where(inArray(t.experimentPackages.id, [abandoned, named]));
  const [key] = await keysOf(abandoned);
  expect(await server.storage.head(key!)).not.toBeNull();

  expect(await removeOrphanPackages(server.db, server.storage)).toBe(1);

  const left = (await server.db.select({ id: t.experimentPackages.id }).from(t.experimentPackages)).map((p) => p.id);
  expect(left).not.toContain(abandoned);
  expect(left).toEqual(expect.arrayContaining([named, fresh]));
  expect(await keysOf(abandoned)).toEqual([]);
  expect(await server.storage.head(key!)).toBeNull();
  // The named package still opens.
  expect((await server.app.request(made.json.data.runUrl)).status).toBe(200);
  expect(await removeOrphanPackages(server.db, server.storage)).toBe(0);
});
