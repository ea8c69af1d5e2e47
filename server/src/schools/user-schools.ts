// The schools a user belongs to (active memberships), as the session and the header's school selector list them.
// Expired schools stay in the list on purpose, marked: choosing one is how the user learns it expired (423, spec §8).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { containsFolded } from '../http/search.ts';
import type { UserSchool } from '../../../src/shared/session.ts';

export async function listUserSchools(db: Db, userId: number, name?: string): Promise<{ school: UserSchool }[]> {
  const rows = await db
    .select({ id: t.schools.id, name: t.schools.name, expired: sql<boolean>`${t.schools.expiresAt} < now()` })
    .from(t.schoolMembers)
    .innerJoin(t.schools, eq(t.schools.id, t.schoolMembers.schoolId))
    .where(and(eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true), name ? containsFolded(t.schools.name, name) : undefined))
    .orderBy(asc(t.schools.name), asc(t.schools.id));
  return rows.map((school) => ({ school }));
}
