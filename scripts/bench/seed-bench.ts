// Bench-only seeding, run before the bench server starts: the demo data plus a "Bench" group of the demo school with
// enough students, attempts and bearer tokens for the load figures, written through the server's own modules.
//   tsx scripts/bench/seed-bench.ts <target (PGlite folder or postgres:// URL)> <out.json> <students>
import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL_CODE, seedIfEmpty } from '../../server/src/seed.ts';
import * as t from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { hashToken, newToken } from '../../server/src/auth/tokens.ts';
import { createOrResume } from '../../server/src/exams/attempts.ts';
import { insertExam } from '../../server/src/exams/seed.ts';
import { MIDTERM_EXAM, type SeedExam, type SeedQuestion } from '../../server/src/exams/seed-content.ts';

/** The mid-term's questions (all seven types) repeated until `target` questions are to be answered. */
function longExam(target: number): SeedExam {
  const pool = MIDTERM_EXAM.fractions.flatMap((f) => f.questions);
  const questions: SeedQuestion[] = [];
  let count = 0;
  for (let i = 0; count < target; i++) {
    const q = pool[i % pool.length]!;
    // A reading passage counts its sub-questions.
    const n = q.subs?.length || 1;
    if (count + n > target) continue;
    questions.push(q);
    count += n;
  }
  return { ...MIDTERM_EXAM, title: `Ôn tập cả năm (${target} câu)`, durationMinutes: 120, fractions: [{ title: 'Phần 1', questions }] };
}

export interface BenchStudent {
  userId: number;
  token: string;
  /** The mid-term attempt created here (the 1,000 savers); null for students whose attempt the browser starts. */
  midterm: number | null;
  /**
   * Takes the quiz (the 40 simultaneous submitters, and 40 more while warming up). The attempt is started over HTTP
   * just before it is submitted: a three-minute quiz started at seeding time would be long over by then, and the
   * figure would measure late merges instead of submissions on time.
   */
  quizTaker: boolean;
}

export interface BenchWorld {
  schoolId: number;
  groupId: number;
  /** long: 200 questions of all seven types, for the responsiveness figure. */
  exams: { midterm: number; quiz: number; long: number };
  students: BenchStudent[];
}

const [target, out, countArg] = process.argv.slice(2);
if (!target || !out) throw new Error('usage: seed-bench.ts <target> <out.json> <students>');
const total = Number(countArg ?? 1000);
/** Students with server-side attempts; the rest start theirs from the browser (answer commit, outbox drain). */
const LOAD_STUDENTS = Math.min(1000, total);
/** Quiz takers: 40 for the simultaneous submissions, 40 more submitted while warming the server up. */
const SUBMITTERS = 80;

const database = await openDatabase(target);
const { db } = database;
try {
  if (!(await seedIfEmpty(db))) throw new Error('The bench needs an empty database (DATABASE_URL must be a fresh one).');
  const [school] = await db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const schoolId = school!.id;
  const [studentRole] = await db
    .select()
    .from(t.schoolRoles)
    .where(and(eq(t.schoolRoles.schoolId, schoolId), eq(t.schoolRoles.position, 'student')));
  // The bench group takes the demo 7A1 group's exams (the all-types mid-term and the quiz).
  const [a1] = await db
    .select()
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.schoolId, schoolId), eq(t.schoolGroups.name, 'Lớp 7A1')));
  const assigned = await db
    .select({ exam: t.exams })
    .from(t.examAssignments)
    .innerJoin(t.exams, eq(t.exams.id, t.examAssignments.examId))
    .where(eq(t.examAssignments.groupId, a1!.id));
  const midterm = assigned.find((r) => r.exam.durationMinutes === 45)!.exam;
  const quiz = assigned.find((r) => r.exam.durationMinutes === 3)!.exam;
  const [group] = await db.insert(t.schoolGroups).values({ schoolId, name: 'Bench', gradeId: a1!.gradeId, subjectId: a1!.subjectId }).returning();
  await db.insert(t.examAssignments).values([midterm, quiz].map((e) => ({ examId: e.id, groupId: group!.id })));
  const long = await insertExam(db, schoolId, null, longExam(200));
  await db.insert(t.examAssignments).values({ examId: long, groupId: group!.id });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const students: BenchStudent[] = [];
  for (let from = 0; from < total; from += 250) {
    const batch = Array.from({ length: Math.min(250, total - from) }, (_, i) => from + i);
    const users = await db
      .insert(t.users)
      .values(
        batch.map((n) => ({
          email: `bench${n}@nguyendu.edu.vn`,
          passwordHash,
          firstName: `Bench ${n}`,
          lastName: 'Học sinh',
          userType: 'student',
        })),
      )
      .returning({ id: t.users.id });
    await db.insert(t.schoolMembers).values(users.map((u) => ({ schoolId, userId: u.id, schoolRoleId: studentRole!.id, position: 'student' })));
    await db.insert(t.groupMembers).values(users.map((u) => ({ groupId: group!.id, userId: u.id, role: 'student' })));
    const tokens = users.map(() => newToken());
    await db.insert(t.accessTokens).values(users.map((u, i) => ({ userId: u.id, tokenHash: hashToken(tokens[i]!) })));
    users.forEach((u, i) => students.push({ userId: u.id, token: tokens[i]!, midterm: null, quizTaker: false }));
  }
  for (const [n, s] of students.entries()) {
    // The bench group's mid-term has no opening or closing time.
    if (n < LOAD_STUDENTS) s.midterm = (await createOrResume(db, { ...midterm, assignment: { opensAt: null, closesAt: null } }, group!.id, s.userId)).row.id;
    s.quizTaker = n < SUBMITTERS;
  }
  const world: BenchWorld = { schoolId, groupId: group!.id, exams: { midterm: midterm.id, quiz: quiz.id, long }, students };
  writeFileSync(out, JSON.stringify(world));
} finally {
  await database.close();
}
