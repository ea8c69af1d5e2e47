// Bench-only seeding for the exam-start burst: the demo data plus a "Burst" group of the demo school with N students
// (bearer tokens made here, so the burst measures starting the exam, not signing in) given the 45-minute mid-term.
//   tsx scripts/bench/seed-burst.ts <postgres:// URL> <out.json> <students>
import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL_CODE, seedIfEmpty } from '../../server/src/seed.ts';
import * as t from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { hashToken, newToken } from '../../server/src/auth/tokens.ts';

const [target, out, countArg] = process.argv.slice(2);
if (!target || !out) throw new Error('usage: seed-burst.ts <target> <out.json> <students>');
const total = Number(countArg ?? 2000);

const database = await openDatabase(target);
const { db } = database;
try {
  await seedIfEmpty(db);
  const [school] = await db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const [studentRole] = await db
    .select()
    .from(t.schoolRoles)
    .where(and(eq(t.schoolRoles.schoolId, school!.id), eq(t.schoolRoles.position, 'student')));
  const [a1] = await db
    .select()
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.schoolId, school!.id), eq(t.schoolGroups.name, 'Lớp 7A1')));
  const [midterm] = await db
    .select({ id: t.exams.id })
    .from(t.examAssignments)
    .innerJoin(t.exams, eq(t.exams.id, t.examAssignments.examId))
    .where(and(eq(t.examAssignments.groupId, a1!.id), eq(t.exams.durationMinutes, 45)));
  const [group] = await db.insert(t.schoolGroups).values({ schoolId: school!.id, name: 'Burst', gradeId: a1!.gradeId, subjectId: a1!.subjectId }).returning();
  await db.insert(t.examAssignments).values({ examId: midterm!.id, groupId: group!.id });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tokens: string[] = [];
  for (let from = 0; from < total; from += 500) {
    const batch = Array.from({ length: Math.min(500, total - from) }, (_, i) => from + i);
    const users = await db
      .insert(t.users)
      .values(batch.map((n) => ({ email: `burst${n}@nguyendu.edu.vn`, passwordHash, firstName: `Burst ${n}`, lastName: 'Học sinh', userType: 'student' })))
      .returning({ id: t.users.id });
    await db.insert(t.schoolMembers).values(users.map((u) => ({ schoolId: school!.id, userId: u.id, schoolRoleId: studentRole!.id, position: 'student' })));
    await db.insert(t.groupMembers).values(users.map((u) => ({ groupId: group!.id, userId: u.id, role: 'student' })));
    const fresh = users.map(() => newToken());
    await db.insert(t.accessTokens).values(users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(fresh[i]!) })));
    tokens.push(...fresh);
  }
  writeFileSync(out, JSON.stringify({ schoolId: school!.id, groupId: group!.id, examId: midterm!.id, tokens }));
} finally {
  await database.close();
}
