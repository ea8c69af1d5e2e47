// Demo usage limits: the system defaults per user type, and the demo school's own, larger limits for its teachers,
// so /system/limits shows both kinds of row on a fresh start.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { LIMIT_BUILTIN } from '../../../src/shared/usage-limits.ts';

export async function seedUsageLimits(db: Db, demoSchoolId: number): Promise<void> {
  await db.insert(t.usageLimits).values([
    { schoolId: null, userType: 'teacher', storageMb: 2048, scriptedCallLimit: 1000, unscriptedCallLimit: 200 },
    { schoolId: null, userType: 'student', ...LIMIT_BUILTIN },
    { schoolId: demoSchoolId, userType: 'teacher', storageMb: 3072, scriptedCallLimit: 1500, unscriptedCallLimit: 300 },
  ]);
}
