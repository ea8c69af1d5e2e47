// Contract expiring: the administrators of a school whose contract ends within 30 days are mailed once per end date.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO } from '../seed.ts';
import { memoryMailer } from './mailer.ts';
import { sendContractReminders } from './contract-reminders.ts';

let server: TestServer;
let schoolId = 0;
const DAY = 24 * 3600_000;
const now = new Date('2026-05-31T01:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  const [admin] = await server.db
    .select({ schoolId: t.schoolMembers.schoolId })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(eq(t.users.email, DEMO.schoolAdmin));
  schoolId = admin!.schoolId;
  // Every other school far from its end: only this one is due.
  await server.db.update(t.schools).set({ expiresAt: new Date(now.getTime() + 400 * DAY) });
}, 60_000);
afterAll(() => server.close());

const setEnd = (expiresAt: Date) => server.db.update(t.schools).set({ expiresAt }).where(eq(t.schools.id, schoolId));

it('not yet: a contract ending in 31 days is not reminded', async () => {
  await setEnd(new Date(now.getTime() + 31 * DAY));
  const mailer = memoryMailer();
  expect(await sendContractReminders(server.db, mailer, now)).toBe(0);
  expect(mailer.sent).toEqual([]);
});

it('within 30 days: each administrator once, not again for the same end; an extension is reminded anew', async () => {
  await setEnd(new Date('2026-06-29T16:59:00Z'));
  const mailer = memoryMailer();
  await sendContractReminders(server.db, mailer, now);
  const mail = mailer.sent.find((m) => m.to === DEMO.schoolAdmin)!;
  expect(mail.subject).toMatch(/^Hợp đồng của .+ hết hạn vào 29\/06\/2026$/);
  expect(mail.text).toMatch(/hết hạn vào ngày 29\/06\/2026, còn 30 ngày\./);
  expect(mail.action?.key).toBe('contract_expiring');
  // Administrators only: no teacher or student is told.
  expect(mailer.sent.map((m) => m.to)).not.toContain(DEMO.teacher);
  expect(mailer.sent.map((m) => m.to)).not.toContain(DEMO.student);

  const again = memoryMailer();
  await sendContractReminders(server.db, again, new Date(now.getTime() + DAY));
  expect(again.sent).toEqual([]);

  await setEnd(new Date('2026-07-10T03:00:00Z'));
  const extended = memoryMailer();
  await sendContractReminders(server.db, extended, new Date('2026-06-20T01:00:00Z'));
  expect(extended.sent.map((m) => m.to)).toContain(DEMO.schoolAdmin);
});

it('a queue that fails leaves the school to be reminded by the retry', async () => {
  await setEnd(new Date('2026-08-01T03:00:00Z'));
  const failing = { send: () => Promise.reject(new Error('queue down')) };
  await expect(sendContractReminders(server.db, failing, new Date('2026-07-15T01:00:00Z'))).rejects.toThrow('queue down');
  const retry = memoryMailer();
  await sendContractReminders(server.db, retry, new Date('2026-07-15T01:00:00Z'));
  expect(retry.sent.map((m) => m.to)).toContain(DEMO.schoolAdmin);
});
