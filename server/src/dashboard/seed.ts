// Demo data for the system administrator's overview: a school whose contract ends in three weeks, with quotas, a
// teacher and a class, who signed in and practised pronunciation week after week over the last three months — so the
// expiring count, the quota bars and the weekly activity show something on a fresh start. It has no administrator yet,
// so the contract reminder mails nobody.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashToken } from '../auth/tokens.ts';
import { createDefaultRoles } from '../schools/default-roles.ts';
import { vietnamToday, shiftDate } from '../../../src/shared/school-stats.ts';

export const EXPIRING_SCHOOL_CODE = 'CHUVANAN';

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

/** Calls per week, oldest week first (the last is this week's), for the 12 weeks before the seed. */
const CALLS_PER_WEEK = [4, 6, 5, 8, 7, 9, 10, 8, 12, 11, 13, 9];
/** Sign-ins per week, oldest first. */
const SIGN_INS_PER_WEEK = [3, 5, 4, 6, 6, 7, 5, 8, 9, 7, 10, 6];

const STUDENTS: [string, string][] = [
  ['Trần', 'Bảo Anh'],
  ['Lê', 'Gia Huy'],
  ['Phạm', 'Minh Khang'],
  ['Nguyễn', 'Thu Hà'],
  ['Võ', 'Ngọc Ánh'],
  ['Đặng', 'Quốc Việt'],
];

export async function seedSystemOverview(db: Db, passwordHash: string, now = Date.now()): Promise<void> {
  const [school] = await db
    .insert(t.schools)
    .values({
      name: 'Trường THCS Chu Văn An',
      code: EXPIRING_SCHOOL_CODE,
      address: '8 Chu Văn An, Ba Đình, Hà Nội',
      expiresAt: new Date(now + 20 * DAY_MS),
      contractStartsOn: shiftDate(vietnamToday(now), 345),
      storageLimitMb: 200,
      speakingCallLimit: 120,
    })
    .returning();
  const schoolId = school!.id;
  const roles = await createDefaultRoles(db, [schoolId]);
  const role = (position: string) => roles.find((r) => r.position === position)!.id;
  const people = await db
    .insert(t.users)
    .values([
      { email: 'gv.an@chuvanan.edu.vn', lastName: 'Hoàng', firstName: 'Văn An', userType: 'teacher', passwordHash },
      ...STUDENTS.map(([lastName, firstName], i) => ({
        email: `hs0${i + 1}@chuvanan.edu.vn`,
        lastName,
        firstName,
        userType: 'student',
        passwordHash,
        // One account locked by the system, so the overview's locked count has one.
        isActive: i !== STUDENTS.length - 1,
      })),
    ])
    .returning({ id: t.users.id, userType: t.users.userType });
  await db.insert(t.schoolMembers).values(
    people.map((p) => ({
      schoolId,
      userId: p.id,
      schoolRoleId: role(p.userType === 'teacher' ? 'teacher' : 'student'),
      position: p.userType === 'teacher' ? 'teacher' : 'student',
    })),
  );
  const students = people.filter((p) => p.userType === 'student');
  // Week w (0 the oldest) lies 11 − w weeks before now; each week's events go back from that instant an hour apart, so
  // none is in the future and each falls in its own week of the overview.
  const weekStart = (w: number) => now - (CALLS_PER_WEEK.length - 1 - w) * 7 * DAY_MS;
  const calls = CALLS_PER_WEEK.flatMap((perWeek, w) =>
    Array.from({ length: perWeek }, (_, k) => ({
      userId: students[k % students.length]!.id,
      schoolId,
      mode: k % 3 === 2 ? 'unscripted' : 'scripted',
      provider: 'embedded',
      status: 'scored',
      overall: 60 + ((w * 7 + k * 5) % 36),
      durationMs: 900,
      audioSeconds: 3,
      createdAt: new Date(weekStart(w) - (k + 1) * HOUR_MS),
    })),
  );
  await db.insert(t.speechRequests).values(calls);
  // Past sign-ins: their tokens revoked long ago (signed out), random and never handed to anyone.
  const signIns = SIGN_INS_PER_WEEK.flatMap((perWeek, w) =>
    Array.from({ length: perWeek }, (_, k) => {
      const at = new Date(weekStart(w) - (k + 1) * 2 * HOUR_MS);
      return {
        userId: people[k % people.length]!.id,
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        createdAt: at,
        lastUsedAt: at,
        revokedAt: at,
      };
    }),
  );
  await db.insert(t.accessTokens).values(signIns);
}
