// Contract expiring (spec §7 email_actions): once a day, each active school whose contract ends within the next 30
// days has its administrators mailed — once per school and end date (an extended contract is reminded again when its
// new end comes near). A day the server was down is caught up the next day, since the window is 30 days, not one.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { defineJob, type Jobs } from '../platform/jobs.ts';
import { log } from '../platform/logger.ts';
import type { Mailer } from './mailer.ts';
import { contractExpiringMail } from './templates.ts';

export const CONTRACT_REMINDER_DAYS = 30;
const DAY_MS = 24 * 3600_000;
const ZONE = 'Asia/Ho_Chi_Minh';
/** Every morning, Vietnam time: a cron schedule, so one job a day however many instances run. */
const CRON = '0 8 * * *';

const isoDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const displayDay = (d: Date) => new Intl.DateTimeFormat('vi-VN', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

/** Mails the reminders due now; returns how many mails it queued. */
export async function sendContractReminders(db: Db, mailer: Mailer, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: t.schools.id, name: t.schools.name, code: t.schools.code, expiresAt: t.schools.expiresAt })
    .from(t.schools)
    .where(
      and(eq(t.schools.isActive, true), gt(t.schools.expiresAt, now), lte(t.schools.expiresAt, new Date(now.getTime() + CONTRACT_REMINDER_DAYS * DAY_MS))),
    );
  let queued = 0;
  for (const school of due) {
    const admins = await db
      .select({ email: t.users.email, firstName: t.users.firstName, lastName: t.users.lastName })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(
        and(eq(t.schoolMembers.schoolId, school.id), eq(t.schoolMembers.isActive, true), isNull(t.schoolMembers.schoolRoleId), eq(t.users.isActive, true)),
      );
    // A school without an administrator yet is reminded once it has one.
    if (!admins.length) continue;
    const endsOn = isoDay(school.expiresAt);
    const [claimed] = await db.insert(t.contractReminders).values({ schoolId: school.id, endsOn }).onConflictDoNothing().returning();
    if (!claimed) continue;
    const daysLeft = Math.ceil((school.expiresAt.getTime() - now.getTime()) / DAY_MS);
    try {
      for (const admin of admins) {
        await mailer.send(contractExpiringMail(admin.email, `${admin.lastName} ${admin.firstName}`, school, displayDay(school.expiresAt), daysLeft));
        queued += 1;
      }
    } catch (err) {
      // Not claimed after all: the job's retry tries this school again (an administrator may get the mail twice,
      // which is better than none getting it).
      await db.delete(t.contractReminders).where(and(eq(t.contractReminders.schoolId, school.id), eq(t.contractReminders.endsOn, endsOn)));
      throw err;
    }
  }
  return queued;
}

/** `mailer` queues the mails (the mail job sends them, with its own retries). */
export function contractReminderJob(db: Db, mailer: Mailer) {
  return defineJob<Record<string, never>>({
    name: 'contract-reminders',
    queue: { retryLimit: 3, retryDelay: 300 },
    run: async () => {
      const queued = await sendContractReminders(db, mailer);
      if (queued) log.info({ queued }, 'contract reminders queued');
    },
  });
}

export async function scheduleContractReminders(jobs: Jobs): Promise<void> {
  await jobs.boss.schedule('contract-reminders', CRON, {}, { tz: ZONE });
}
