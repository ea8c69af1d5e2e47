// The durable job queue: pg-boss on the database the server already opens (in-process on the embedded PGlite through
// its PGlite adapter; its own small pool on PostgreSQL). A job survives a restart, is retried with backoff, and runs
// on exactly one instance however many share the database. Handlers must be idempotent: a job whose worker died is
// run again. Each area declares its queues (a JobDefinition) and main.ts hands them all to startJobs.
import { PgBoss, fromPglite, type Job, type Queue } from 'pg-boss';
import type { Engine } from '../db/client.ts';
import { log } from './logger.ts';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Retries, backoff, retention. Completed jobs are deleted after a day unless a queue says otherwise. */
  queue?: Omit<Queue, 'name'>;
  /** Jobs this instance runs at once for this queue (PGlite has one connection: keep it modest). */
  concurrency?: number;
  run(data: T, job: Job<T>): Promise<unknown>;
}

/** Declares a job kind with its payload type (the type travels with the name to JobSender.send). */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export interface SendOptions {
  /** One job per key and slot across all instances (with singletonSeconds). */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfter?: number | Date;
}

/** What request handlers see: enqueue only. */
export interface JobSender {
  send<T extends object>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
}

export interface Jobs extends JobSender {
  boss: PgBoss;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

/** A new job wakes a worker at once (NOTIFY); a retry or a delayed job is found by this poll. */
const RETRY_POLL_SECONDS = 5;

const QUEUE_DEFAULTS: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  // Completed jobs are only needed to answer "did it run" for a short while; the table must not grow without bound.
  deleteAfterSeconds: 24 * 3600,
  retentionSeconds: 7 * 24 * 3600,
  expireInSeconds: 15 * 60,
  notify: true,
};

function createBoss(engine: Engine, instanceName: string): PgBoss {
  const common = { useListenNotify: true, instanceName, superviseIntervalSeconds: 60, maintenanceIntervalSeconds: 300 } as const;
  if (engine.kind === 'pglite') return new PgBoss({ ...common, db: fromPglite(engine.client), backend: 'pglite' });
  return new PgBoss({ ...common, connectionString: engine.url, max: 4, application_name: `lms-jobs-${instanceName}` });
}

export async function startJobs(engine: Engine, definitions: JobDefinition<never>[], opts: { instanceName: string; work?: boolean }): Promise<Jobs> {
  const boss = createBoss(engine, opts.instanceName);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  for (const def of definitions) {
    await boss.createQueue(def.name, { ...QUEUE_DEFAULTS, ...def.queue });
    // createQueue keeps an existing queue's settings: apply this release's ones.
    await boss.updateQueue(def.name, { ...QUEUE_DEFAULTS, ...def.queue });
  }
  if (opts.work !== false) {
    for (const def of definitions as JobDefinition<object>[]) {
      await boss.work<object>(
        def.name,
        { localConcurrency: def.concurrency ?? 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: RETRY_POLL_SECONDS },
        async ([job]) => {
          const started = performance.now();
          try {
            const result = await def.run(job!.data, job!);
            log.debug({ job: def.name, jobId: job!.id, ms: Math.round(performance.now() - started) }, 'job done');
            return result;
          } catch (err) {
            log.warn({ err, job: def.name, jobId: job!.id, retry: job!.retryCount }, 'job failed');
            throw err;
          }
        },
      );
    }
  }
  return {
    boss,
    send: (def, data, options = {}) => boss.send(def.name, data, options),
    async stop(timeoutMs = 30_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
