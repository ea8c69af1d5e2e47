// A real server for API tests: a fresh seeded database (in-memory PGlite, or a throwaway database on the PostgreSQL
// named by TEST_DATABASE_URL) and the Hono app, called in-process with app.request.
import { openDatabase, type Database } from '../db/client.ts';
import { seed, DEMO_PASSWORD } from '../seed.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { loadConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { startJobs, type JobDefinition, type Jobs } from '../platform/jobs.ts';
import type { Deps } from '../http/env.ts';
import { taskJob } from '../tasks/runner.ts';
import { TASK_KINDS } from '../task-kinds.ts';
import { thumbnailJob } from '../uploads/thumbnails.ts';
import { MemoryLocker } from '@tus/server';
import { localStorage } from '../platform/storage/local.ts';
import { createStorage, type Storage } from '../platform/storage/index.ts';
import type { StorageConfig } from '../platform/storage/config.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SNAPSHOT_ENV, TEMPLATE_ENV } from './global-setup.ts';
import { createTestDatabase, dropTestDatabase } from './pg-databases.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestServer {
  app: ReturnType<typeof createApp>;
  db: Database['db'];
  database: Database;
  mailer: ReturnType<typeof memoryMailer>;
  /** The server's file storage: a throwaway folder unless the test passed its own. */
  storage: Storage;
  /** Starts the real job queue on this server's database with these jobs (stopped by close()). */
  startJobs(definitions: JobDefinition<never>[], instanceName?: string): Promise<Jobs>;
  /** Starts the queue with the task runner and thumbnails, as the server runs them (without it, queuing fails). */
  startQueue(): Promise<Jobs>;
  /** Calls the API: path relative to /api, JSON body, optional bearer token and school id. */
  call(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; school?: number | string; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect response bodies freely
  ): Promise<{ status: number; json: any }>;
  /** Logs a demo account in (DEMO_PASSWORD) and returns its token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh seeded database: a copy of the run's seeded one (global-setup.ts) when there is one, else migrated and
 * seeded here (a script using the harness outside the test run).
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = process.env[SNAPSHOT_ENV];
    if (snapshot) return { database: await openDatabase('memory://', undefined, { snapshot: new Blob([readFileSync(snapshot)]) }), drop: async () => {} };
    return { database: await openDatabase('memory://', seed), drop: async () => {} };
  }
  const template = process.env[TEMPLATE_ENV];
  const { name, url } = await createTestDatabase(adminUrl, 'lms_test', template);
  const database = await openDatabase(url, template ? undefined : seed);
  return { database, drop: () => dropTestDatabase(adminUrl, name) };
}

const NO_QUEUE = 'no job queue in this test: call startQueue()';

/** The dependencies of a test app; starting a task needs a queue (TestServer.startTaskQueue). */
export function testDeps(db: Deps['db'], storage: Storage, overrides: Partial<Deps> = {}): Deps {
  return {
    db,
    storage,
    config: { ...loadConfig({}), appUrl: 'http://lms.test' },
    mailer: memoryMailer(),
    tasks: { enqueue: () => Promise.reject(new Error(NO_QUEUE)) },
    thumbnails: { enqueue: () => Promise.reject(new Error(NO_QUEUE)) },
    uploadLocker: new MemoryLocker(),
    ...overrides,
  };
}

/** A throwaway storage folder (and the configuration naming it), removed by the returned function. */
export function tempStorage(): { storage: Storage; config: StorageConfig; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-test-files-'));
  return { storage: localStorage(dir), config: { driver: 'local', filesDir: dir }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `storage`: where files go (default: a throwaway folder); the server's configuration names the same place. */
export async function startTestServer(opts: { storage?: StorageConfig } = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  const temp = opts.storage ? null : tempStorage();
  const storageConfig = opts.storage ?? temp!.config;
  const storage = await createStorage(storageConfig);
  const mailer = memoryMailer();
  const config = { ...loadConfig({}), appUrl: 'http://lms.test', storage: storageConfig };
  let queue: { jobs: Jobs; task: ReturnType<typeof taskJob>; thumbnail: ReturnType<typeof thumbnailJob> } | null = null;
  const queued = () => {
    if (!queue) throw new Error(NO_QUEUE);
    return queue;
  };
  const tasks: Deps['tasks'] = { enqueue: async (taskId) => void (await queued().jobs.send(queued().task, { taskId })) };
  const thumbnails: Deps['thumbnails'] = { enqueue: async (fileId) => void (await queued().jobs.send(queued().thumbnail, { fileId })) };
  const app = createApp(testDeps(database.db, storage, { config, mailer, tasks, thumbnails }));
  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.school !== undefined) headers['x-school-id'] = String(opts.school);
    const res = await app.request(`/api/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  };
  const started: Jobs[] = [];
  return {
    app,
    db: database.db,
    database,
    mailer,
    storage,
    call,
    async startJobs(definitions, instanceName = 'test') {
      const jobs = await startJobs(database.engine, definitions, { instanceName });
      started.push(jobs);
      return jobs;
    },
    async startQueue() {
      const task = taskJob(TASK_KINDS, database.db, storage);
      const thumbnail = thumbnailJob(database.db, storage);
      const jobs = await startJobs(database.engine, [task, thumbnail] as JobDefinition<never>[], { instanceName: 'test-queue' });
      started.push(jobs);
      queue = { jobs, task, thumbnail };
      return jobs;
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await call('POST', 'sessions', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
      return res.json.data.accessToken as string;
    },
    async close() {
      for (const jobs of started) await jobs.stop(5_000);
      // A test may have closed the database itself (to see the server without one); the drop must still happen.
      await database.close().catch(() => undefined);
      temp?.remove();
      await drop();
    },
  };
}
