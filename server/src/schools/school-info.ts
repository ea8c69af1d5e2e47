// A school's own information for its staff (src/shared/school-info.ts): its record, its contract's days left in
// Vietnam, its active administrators and its use of the quotas, counted by the statistics' own usage query so the two
// screens never disagree.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { expiryDay } from '../../../src/shared/schemas/school.ts';
import { rangeDays, vietnamToday } from '../../../src/shared/school-stats.ts';
import type { SchoolInfo } from '../../../src/shared/school-info.ts';
import { usageStats } from './school-stats.ts';

export async function schoolInfo(db: Db, schoolId: number, now = Date.now()): Promise<SchoolInfo> {
  const [school] = await db.select().from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
  if (!school) throw notFound();
  const [administrators, usage] = await Promise.all([
    db
      .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      // Administrators are the supervisors without a role (spec §6 role id 0); a locked one cannot be reached here.
      .where(
        and(
          eq(t.schoolMembers.schoolId, schoolId),
          eq(t.schoolMembers.position, 'supervisor'),
          isNull(t.schoolMembers.schoolRoleId),
          eq(t.schoolMembers.isActive, true),
        ),
      )
      .orderBy(asc(t.users.lastName), asc(t.users.firstName), asc(t.users.id)),
    usageStats(db, schoolId, now),
  ]);
  const lastDay = expiryDay(school.expiresAt);
  return {
    id: school.id,
    name: school.name,
    code: school.code,
    address: school.address,
    phone: school.phone,
    email: school.email,
    contract: {
      startsOn: school.contractStartsOn,
      lastDay,
      daysLeft: Math.max(0, rangeDays({ startTime: vietnamToday(now), endTime: lastDay }) - 1),
    },
    administrators: administrators.map((a) => ({ id: a.id, name: `${a.lastName} ${a.firstName}`.trim(), email: a.email })),
    storage: { usedBytes: usage.storage.usedBytes, limitMb: usage.storage.limitMb },
    speaking: { used: usage.speaking.used, limit: usage.speaking.limit, since: usage.speaking.since },
  };
}
