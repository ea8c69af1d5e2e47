// A tus Locker for several server instances (tus ships memory and Redis lockers only): the lock on an upload is a
// PostgreSQL advisory lock, held on its own connection while a request writes the upload. When a request on another
// instance wants the lock (the client resumed after a dropped connection, through another instance), it asks the
// holder to let go over NOTIFY; the holder's tus request then ends and releases it, as tus's own lockers do in process.
import type { Lock, Locker, RequestRelease } from '@tus/utils';
import pg from 'pg';
import { announce, cacheTopic } from './cache-events.ts';
import { log } from './logger.ts';

/** The first key of the two-key advisory lock: uploads' own namespace. */
const NAMESPACE = 7_302_616;
const RETRY_MS = 100;
const TOPIC = 'upload-lock';

/** Release callbacks of the locks this instance holds, by upload id. */
const held = new Map<string, RequestRelease>();

cacheTopic(TOPIC, {
  changed: (id) => void held.get(String(id))?.(),
  clear: () => undefined,
});

export class PgAdvisoryLocker implements Locker {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  newLock(id: string): Lock {
    const pool = this.pool;
    let client: pg.PoolClient | null = null;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        const conn = await pool.connect();
        let asked = false;
        try {
          for (;;) {
            if (signal.aborted) throw new Error('upload lock wait aborted');
            const { rows } = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [NAMESPACE, id]);
            if (rows[0]?.ok) break;
            if (!asked) {
              announce(TOPIC, id);
              asked = true;
            }
            await new Promise((r) => setTimeout(r, RETRY_MS));
          }
        } catch (err) {
          conn.release();
          throw err;
        }
        client = conn;
        held.set(id, requestRelease);
      },
      async unlock() {
        held.delete(id);
        const conn = client;
        client = null;
        if (!conn) return;
        try {
          await conn.query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, id]);
          conn.release();
        } catch (err) {
          log.warn({ err, id }, 'upload lock not released cleanly; its connection is dropped');
          conn.release(err as Error);
        }
      },
    };
  }
}
