// Opens the database: embedded PGlite (a data folder, or memory for tests) or PostgreSQL, and applies migrations.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';
import { log } from '../platform/logger.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The engine under Drizzle, for the parts that speak to it directly (the job queue, LISTEN/NOTIFY). */
export type Engine = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; pool: pg.Pool };

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const shippedMigrations = (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] }).entries.length;

/** The database answers and every migration this build ships is applied. */
export async function isMigrated(db: Db): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    return (result.rows[0]?.n ?? 0) >= shippedMigrations;
  } catch {
    return false;
  }
}

/** Any fixed number: the session lock every instance takes to prepare a shared database, one at a time. */
const STARTUP_LOCK = 7_302_615;

/**
 * `target`: a postgres:// URL, a folder for PGlite, or 'memory://' for an in-memory PGlite (started from
 * `opts.snapshot` when given). `prepare` (the first-start seed) runs after the migrations; on PostgreSQL both run under
 * one advisory lock, so instances started together migrate and seed once, the others waiting and then finding the work
 * done.
 */
export async function openDatabase(target: string, prepare?: (db: Db) => Promise<void>, opts: { snapshot?: Blob } = {}): Promise<Database> {
  if (target.startsWith('postgres://') || target.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle connection dropped by the server (restart, admin termination) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL connection closed'));
    const db = drizzlePg(pool, { schema });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      await migratePg(db, { migrationsFolder });
      await prepare?.(db as unknown as Db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Db, engine: { kind: 'postgres', url: target, pool }, close: () => pool.end() };
  }
  // PGlite creates only the last folder of the path: a fresh checkout has no .data/ yet.
  if (target !== 'memory://') mkdirSync(target, { recursive: true });
  // A snapshot (PGlite's dumpDataDir) starts an in-memory database where another left off: the tests' seeded copy.
  // The embedded engine loads only when used: an instance on PostgreSQL does not carry it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = target === 'memory://' ? new PGlite({ loadDataDir: opts.snapshot }) : new PGlite(target);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await prepare?.(db as unknown as Db);
  return { db: db as unknown as Db, engine: { kind: 'pglite', client }, close: () => client.close() };
}
