// Opens the database: embedded PGlite (a data folder, or memory for tests) or PostgreSQL, and applies migrations.
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** `target`: a postgres:// URL, a folder for PGlite, or 'memory://' for an in-memory PGlite. */
export async function openDatabase(target: string): Promise<Database> {
  if (target.startsWith('postgres://') || target.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    // An idle connection dropped by the server (restart, admin termination) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (err) => console.error('PostgreSQL: kết nối nhàn rỗi bị đóng', err.message));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  // PGlite creates only the last folder of the path: a fresh checkout has no .data/ yet.
  if (target !== 'memory://') mkdirSync(target, { recursive: true });
  const client = target === 'memory://' ? new PGlite() : new PGlite(target);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
