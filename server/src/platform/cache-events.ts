// Keeps the in-memory state of several server instances honest: a change one instance makes (a sign-out, a password
// change, a new role) is announced with PostgreSQL NOTIFY and every other instance drops its copy at once; the same
// channel carries requests between instances (let go of an upload's lock: platform/pg-locker.ts). The
// listening connection is the job queue's own (pg-boss keeps one per instance, with a heartbeat and reconnects); after
// a reconnect every cache is cleared, because notifications sent while it was down are not replayed. One process on
// the embedded database has no peers and announces nothing.
import { randomUUID } from 'node:crypto';
import type { Engine } from '../db/client.ts';
import type { Jobs } from './jobs.ts';
import { log } from './logger.ts';

const CHANNEL = 'lms_cache';
/** Told apart from peers so an instance does not act on its own announcements. */
const INSTANCE = randomUUID();

interface Topic {
  /** Drops what is cached about `id` because a peer changed it (or acts on the peer's request about it). */
  changed(id: number | string): void;
  /** Drops everything (the listener reconnected: something may have been missed). */
  clear(): void;
}

const topics = new Map<string, Topic>();
let publish: ((payload: string) => Promise<unknown>) | null = null;

/** Registers a cache; its module calls this once, at import. */
export function cacheTopic(name: string, topic: Topic): void {
  topics.set(name, topic);
}

/** Tells the other instances that `id` changed under `topic` (no-op with one process). */
export function announce(topic: string, id: number | string): void {
  if (!publish) return;
  publish(JSON.stringify({ from: INSTANCE, topic, id })).catch((err: unknown) => log.warn({ err, topic }, 'cache change not announced'));
}

function receive(payload: string): void {
  try {
    const { from, topic, id } = JSON.parse(payload) as { from: string; topic: string; id: number | string };
    if (from !== INSTANCE) topics.get(topic)?.changed(id);
  } catch (err) {
    log.warn({ err }, 'unreadable cache announcement');
  }
}

function clearAll(): void {
  for (const topic of topics.values()) topic.clear();
}

/** Starts announcing and listening (PostgreSQL only); returns the function that stops both. */
export async function connectCacheEvents(jobs: Jobs, engine: Engine): Promise<() => Promise<void>> {
  if (engine.kind !== 'postgres') return async () => {};
  const listen = jobs.boss.getDb().listen;
  if (!listen) throw new Error('pg-boss database has no LISTEN support');
  const handle = await listen.call(jobs.boss.getDb(), CHANNEL, receive, () => {
    clearAll();
    log.info('cache announcements connected; local caches cleared');
  });
  publish = (payload) => engine.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  return async () => {
    publish = null;
    await handle.close();
  };
}
