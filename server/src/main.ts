// Starts the reference server: database (PGlite folder or DATABASE_URL), first-start seed, job queue, API, and in
// production the built app (server/src/http/static-app.ts). Any number of instances may share one PostgreSQL: nothing
// that matters lives only in this process (README, "Running for many schools").
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { loadConfig } from './config.ts';
import { openDatabase, type Engine } from './db/client.ts';
import { seedIfEmpty } from './seed.ts';
import { seedMedia } from './media/seed.ts';
import { seedExperiments } from './experiments/seed.ts';
import { seedLectureMedia } from './lectures/seed-media.ts';
import { seedStoredCoursewares } from './coursewares/seed-stored.ts';
import { createMailer, queuedMailer, type Mailer } from './mail/mailer.ts';
import { actionTransport } from './mail/action-transport.ts';
import { scheduleContractReminders } from './mail/contract-reminders.ts';
import { createApp } from './app.ts';
import { scheduleExamSweep } from './exams/sweep.ts';
import { scheduleOrphanPackages } from './experiments/orphans.ts';
import { mountStaticApp } from './http/static-app.ts';
import { startJobs } from './platform/jobs.ts';
import { connectCacheEvents } from './platform/cache-events.ts';
import { log } from './platform/logger.ts';
import { allJobs } from './jobs.ts';
import pg from 'pg';
import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';
import { PgAdvisoryLocker } from './platform/pg-locker.ts';
import { createStorage } from './platform/storage/index.ts';

/** One process on the embedded database locks uploads in memory; instances sharing PostgreSQL lock them there. */
function uploadLocks(engine: Engine): { locker: Locker; close(): Promise<void> } {
  if (engine.kind !== 'postgres') return { locker: new MemoryLocker(), close: async () => {} };
  // Each upload being written holds a connection of its own: a pool apart from the queries'.
  const pool = new pg.Pool({ connectionString: engine.url, max: 50 });
  // A connection the database drops (restart, shutdown) must not take the process down; the pool replaces it.
  pool.on('error', (err) => log.warn({ err }, 'upload lock connection closed'));
  return { locker: new PgAdvisoryLocker(pool), close: () => pool.end() };
}

/** How long requests in flight and running jobs get to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 20_000;

const config = loadConfig();
let seeded = false;
const database = await openDatabase(config.databaseUrl ?? config.dataDir, async (db) => void (seeded = await seedIfEmpty(db)));
const storage = await createStorage(config.storage);
// The demo's media files need the storage, opened after the database; the demo lectures then show some of them.
if (seeded) {
  await seedMedia(database.db, storage);
  await seedLectureMedia(database.db);
  await seedExperiments(database.db, storage);
  // The demo e-books (their PDF writer loaded only here) show the system's media.
  await (await import('./books/seed.ts')).seedBooks(database.db, storage);
  // Last: Lớp 7A1 is given some of the stored media and e-books.
  await seedStoredCoursewares(database.db);
}
// Mail goes through the SMTP account the system administrator chose (email_accounts), else as configured here.
const mailTransport = actionTransport({
  db: database.db,
  secrets: config.secretsKey,
  fallback: createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom }),
});
// Jobs that send mail queue it on the queue they are part of: bound once the queue has started.
let queueMail: Mailer['send'] = () => Promise.reject(new Error('the job queue has not started'));
const jobDefs = allJobs({ db: database.db, storage, mailTransport, mailer: { send: (mail) => queueMail(mail) } });
const jobs = await startJobs(database.engine, jobDefs.list, { instanceName: `${hostname()}-${process.pid}` });
const mailer = queuedMailer(jobs, jobDefs.mail);
queueMail = mailer.send;
await scheduleContractReminders(jobs);
await scheduleOrphanPackages(jobs);
const stopCacheEvents = await connectCacheEvents(jobs, database.engine);
const stopSweep = await scheduleExamSweep(jobs, database.db);
// Recordings an older release kept in the database move to file storage in the background (one job for every instance).
await jobs.send(jobDefs.moveRecordings, {}, { singletonKey: 'move-recordings', singletonSeconds: 3600 });

let draining = false;
const locks = uploadLocks(database.engine);
const app = createApp(
  {
    db: database.db,
    config,
    mailer,
    storage,
    tasks: { enqueue: async (taskId) => void (await jobs.send(jobDefs.task, { taskId })) },
    thumbnails: { enqueue: async (fileId) => void (await jobs.send(jobDefs.thumbnail, { fileId })) },
    uploadLocker: locks.locker,
  },
  () => draining,
);

if (config.production) {
  try {
    mountStaticApp(app, config.staticDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info({ port: info.port, seeded }, 'listening');
  console.log(`Máy chủ đang chạy tại http://localhost:${info.port}${seeded ? ' (đã tạo dữ liệu mẫu)' : ''}`);
}) as Server;
// An idle kept-alive connection is closed by the server only long after any client or load balancer would give it up
// (they idle out at 5–60 s): with Node's 5 s default, a request sent as the server closes the socket is reset, and a
// POST such as starting an exam is not retried by the client.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/** Stops accepting, lets requests in flight finish, stops the workers after their current job, closes the database. */
async function shutdown(signal: string): Promise<void> {
  if (draining) return;
  draining = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  stopSweep();
  await stopCacheEvents().catch((err: unknown) => log.warn({ err }, 'cache announcements did not stop cleanly'));
  await jobs.stop(SHUTDOWN_GRACE_MS).catch((err: unknown) => log.warn({ err }, 'job queue did not stop cleanly'));
  await locks.close().catch((err: unknown) => log.warn({ err }, 'upload locks did not close cleanly'));
  await database.close();
  log.info('stopped');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void shutdown(signal)
      .catch((err: unknown) => log.error({ err }, 'shutdown failed'))
      .finally(() => process.exit(0));
  });
}
