// Once per server-test run: the migrated, seeded database every test file starts from, so each file copies it instead
// of migrating and seeding its own (five seconds a file on PGlite). On PGlite a snapshot file (dumpDataDir); on
// PostgreSQL a template database that CREATE DATABASE … TEMPLATE copies. The harness finds them by environment
// variable, which the test workers inherit.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { seed } from '../seed.ts';

export const SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';
export const TEMPLATE_ENV = 'TEST_PG_TEMPLATE';

export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lms_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase(url.toString(), seed);
    await database.close();
    process.env[TEMPLATE_ENV] = name;
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
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
