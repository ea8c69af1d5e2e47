// Packages nobody named: a package is stored as soon as it is chosen in the "add" dialog, before the experiment is
// saved; a dialog closed without saving leaves one behind. Once a day old (time enough to finish any dialog) such a
// package goes with its files, hourly, on the job queue (one run per hour across every instance).
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Jobs } from '../platform/jobs.ts';
import { defineJob } from '../platform/jobs.ts';
import { log } from '../platform/logger.ts';
import type { Storage } from '../platform/storage/index.ts';
import { releasePackages } from './experiment-type.ts';

export const ORPHAN_PACKAGE_AGE_MS = 24 * 60 * 60 * 1000;
const JOB = 'experiment-orphan-packages';

/** Deletes the packages older than a day that no experiment names, with their stored files; answers how many. */
export async function removeOrphanPackages(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const candidates = await db
    .select({ id: t.experimentPackages.id })
    .from(t.experimentPackages)
    .leftJoin(t.experiments, eq(t.experiments.packageId, t.experimentPackages.id))
    .where(and(isNull(t.experiments.id), lt(t.experimentPackages.createdAt, new Date(now - ORPHAN_PACKAGE_AGE_MS))));
  if (!candidates.length) return 0;
  const ids = candidates.map((c) => c.id);
  // releasePackages checks again inside the transaction: a package named meanwhile stays.
  const keys = await db.transaction((tx) => releasePackages(tx, ids));
  const left = await db.select({ id: t.experimentPackages.id }).from(t.experimentPackages).where(inArray(t.experimentPackages.id, ids));
  await Promise.all(keys.map((key) => storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'))));
  return ids.length - left.length;
}

export function orphanPackagesJob(db: Db, storage: Storage) {
  return defineJob<Record<string, never>>({
    name: JOB,
    queue: { retryLimit: 2 },
    run: async () => {
      const removed = await removeOrphanPackages(db, storage);
      if (removed) log.info({ removed }, 'unused experiment packages removed');
    },
  });
}

export async function scheduleOrphanPackages(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule(JOB, '43 * * * *');
}
