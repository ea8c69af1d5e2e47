// Helpers for the exam API tests: tokens for demo accounts, the demo school's groups and exams, and typed calls.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { forgetCached } from '../auth/auth-cache.ts';
import { attemptCacheKey } from './attempts.ts';
import { DEMO, DEMO_SCHOOL_CODE } from '../seed.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { TestServer } from '../test/harness.ts';
import type { SavedAnswer, UserExam } from '../../../src/shared/exam.ts';

/** A bearer token minted straight into access_tokens: these tests are about exams, not about logging in. */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  const [user] = await server.db.select().from(t.users).where(eq(t.users.email, email));
  const token = newToken();
  await server.db.insert(t.accessTokens).values({ userId: user!.id, tokenHash: hashToken(token) });
  return token;
}

/** Tokens for every demo account and a student (hs01), and the demo school's id: the library tests' starting point. */
export async function demoCallers(server: TestServer): Promise<{ tokens: Record<string, string>; schoolId: number }> {
  const tokens: Record<string, string> = {};
  for (const [key, email] of Object.entries({ ...DEMO, student: studentEmail(1) })) tokens[key] = await tokenFor(server, email);
  const [school] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  return { tokens, schoolId: school!.id };
}

interface GroupExamIds {
  midterm: number;
  quick: number;
  unit: number;
  /** The 10-minute test of a month ago with the class's results (Lớp 7A1 only). */
  past: number | null;
}

export interface ExamWorld {
  schoolId: number;
  /** Lớp 7A1 (DEMO.teacher, students hs01–hs15) and Lớp 7A2 (DEMO.teacher2, hs16–hs30). */
  groups: { a1: number; a2: number };
  /** Per group: the mid-term (all types, 45 min), the 3-minute quiz and the 15-minute test whose results wait. */
  exams: { a1: GroupExamIds; a2: GroupExamIds };
}

export async function examWorld(server: TestServer): Promise<ExamWorld> {
  const [school] = await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE));
  const groups = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.schoolId, school!.id));
  const a1 = groups.find((g) => g.name === 'Lớp 7A1')!.id;
  const a2 = groups.find((g) => g.name === 'Lớp 7A2')!.id;
  const examsOf = async (groupId: number) => {
    const rows = await server.db
      .select({ id: t.exams.id, minutes: t.exams.durationMinutes })
      .from(t.examAssignments)
      .innerJoin(t.exams, eq(t.exams.id, t.examAssignments.examId))
      .where(eq(t.examAssignments.groupId, groupId));
    const id = (minutes: number) => rows.find((r) => r.minutes === minutes)!.id;
    return { midterm: id(45), quick: id(3), unit: id(15), past: rows.find((r) => r.minutes === 10)?.id ?? null };
  };
  return { schoolId: school!.id, groups: { a1, a2 }, exams: { a1: await examsOf(a1), a2: await examsOf(a2) } };
}

export const studentEmail = (n: number) => `hs${String(n).padStart(2, '0')}@nguyendu.edu.vn`;
export { DEMO };

/** The student's API for one exam of one group. */
export function examClient(server: TestServer, world: ExamWorld, token: string, groupId: number, examId: number) {
  const base = `s/personal/learning_groups/${groupId}/exams/${examId}/perform`;
  const school = world.schoolId;
  return {
    start: () => server.call('POST', `${base}/new`, { token, school }),
    save: (id: number, answers: SavedAnswer[], opts: { submit?: boolean; key?: string } = {}) =>
      server.call('PUT', `${base}/${id}`, {
        token,
        school,
        body: { answers, ...(opts.submit ? { submit: true } : {}) },
        headers: { 'Idempotency-Key': opts.key ?? randomUUID() },
      }),
    result: (id: number) => server.call('GET', `${base}/${id}/result`, { token, school }),
  };
}

/** Every answerable question of an attempt, flattened (sub-questions included), by the text of its prompt. */
export function questionsOf(ue: UserExam) {
  return ue.fractions.flatMap((f) => f.questions.flatMap((q) => (q.subQuestions ? q.subQuestions : [q])));
}

export const findQuestion = (ue: UserExam, textPart: string) => {
  const q = questionsOf(ue).find((x) => x.content.text.includes(textPart));
  if (!q) throw new Error(`no question with "${textPart}"`);
  return q;
};

/** Moves an attempt's deadline into the past, as if the student had started long ago. */
export async function expire(server: TestServer, userExamId: number, secondsAgo: number) {
  const [row] = await server.db
    .update(t.userExams)
    .set({ deadline: new Date(Date.now() - secondsAgo * 1000) })
    .where(and(eq(t.userExams.id, userExamId)))
    .returning();
  // A hand edit of the database: the server's copy of the open attempt (auth-cache.ts) must go too.
  if (row) forgetCached(row.userId, attemptCacheKey(row.userId, row.id));
}
