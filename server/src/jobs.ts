// Every kind of background job the server runs, composed in one place like routes.ts: each area declares its jobs next
// to its code, main.ts starts them all on the queue.
import type { Db } from './db/client.ts';
import type { JobDefinition } from './platform/jobs.ts';
import { examSweepJob, pruneKeysJob } from './exams/sweep.ts';
import { mailJob, type Mail, type Mailer } from './mail/mailer.ts';
import { contractReminderJob } from './mail/contract-reminders.ts';
import { moveRecordingsJob } from './speech/recording-files.ts';
import type { Storage } from './platform/storage/index.ts';
import { taskJob } from './tasks/runner.ts';
import { TASK_KINDS } from './task-kinds.ts';
import { thumbnailJob } from './uploads/thumbnails.ts';
import { orphanPackagesJob } from './experiments/orphans.ts';

export interface JobDeps {
  db: Db;
  storage: Storage;
  /** The transport that really sends (SMTP or the mail folder). */
  mailTransport: Mailer;
  /** Queues a mail, as request handlers do (for jobs that send mail: each mail then has the mail job's retries). */
  mailer: Mailer;
}

export function allJobs(deps: JobDeps) {
  const mail: JobDefinition<Mail> = mailJob(deps.mailTransport);
  const moveRecordings = moveRecordingsJob(deps.db, deps.storage);
  const task = taskJob(TASK_KINDS, deps.db, deps.storage);
  const thumbnail = thumbnailJob(deps.db, deps.storage);
  const contractReminders = contractReminderJob(deps.db, deps.mailer);
  return {
    mail,
    moveRecordings,
    task,
    thumbnail,
    list: [
      mail,
      moveRecordings,
      task,
      thumbnail,
      contractReminders,
      examSweepJob(deps.db),
      pruneKeysJob(deps.db),
      orphanPackagesJob(deps.db, deps.storage),
    ] as JobDefinition<never>[],
  };
}
