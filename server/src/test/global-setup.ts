// Once per server-test run: the migrated, seeded database every test file starts from, so each file copies it instead
// of migrating and seeding its own (five seconds a file on PGlite). On PGlite a snapshot file (dumpDataDir); on
// PostgreSQL a template database that CREATE DATABASE … TEMPLATE copies. The harness finds them by environment
// variable, which the test workers inherit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { seed } from '../seed.ts';
import { createTestDatabase, dropTestDatabase } from './pg-databases.ts';

export const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { name, url } = await createTestDatabase(adminUrl, 'lms_template');
    await (await openDatabase(url, seed)).close();
    process.env[TEMPLATE_ENV] = name;
    return () => dropTestDatabase(adminUrl, name);
  }
  const database = await openDatabase('memory://', seed);
  const dump = await (database.engine as { client: PGlite }).client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-test-db-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  process.env[SNAPSHOT_ENV] = file;
  return async () => rmSync(dir, { recursive: true, force: true });
}
