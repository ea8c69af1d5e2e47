// GET s/school_groups: a teacher sees the groups she teaches, the principal every group; students and other schools 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { OTHER_SCHOOL_CODE } from '../seed.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { TeachingGroup, UserExam } from '../../../src/shared/exam.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  // hs01 submits the mid-term with an essay: one attempt of Lớp 7A1 waits for a grade.
  const student = examClient(server, world, await tokenFor(server, studentEmail(1)), world.groups.a1, world.exams.a1.midterm);
  const attempt = (await student.start()).json.data as UserExam;
  await student.save(
    attempt.id,
    [
      {
        questionId: findQuestion(attempt, 'sở thích').id,
        answer: { type: 'essay', text: 'I like football.' },
        clientUpdatedAt: new Date().toISOString(),
      },
    ],
    { submit: true },
  );
});
afterAll(() => server.close());

const list = async (email: string, school: number = world.schoolId) => server.call('GET', 's/school_groups', { token: await tokenFor(server, email), school });

describe('GET s/school_groups', () => {
  it('gives a teacher only the groups she teaches, with students, exams and attempts to grade', async () => {
    const res = await list(DEMO.teacher);
    expect(res.status).toBe(200);
    const groups = res.json.data as TeachingGroup[];
    expect(groups).toEqual([
      {
        id: world.groups.a1,
        name: 'Lớp 7A1',
        grade: { id: expect.any(Number), name: 'Khối 7' },
        subject: { id: expect.any(Number), name: 'Tiếng Anh' },
        studentCount: 15,
        examCount: 4,
        toGradeCount: 1,
      },
    ]);
    expect(res.json.pagination).toEqual({ total: 1, page: 1, perPage: 1 });
    const other = (await list(DEMO.teacher2)).json.data as TeachingGroup[];
    expect(other.map((g) => [g.name, g.toGradeCount])).toEqual([['Lớp 7A2', 0]]);
  });

  it('gives the principal and the school administrator every group of the school', async () => {
    for (const email of [DEMO.principal, DEMO.schoolAdmin]) {
      const res = await list(email);
      expect(res.status).toBe(200);
      expect((res.json.data as TeachingGroup[]).map((g) => g.name)).toEqual(['Lớp 7A1', 'Lớp 7A2']);
    }
  });

  it('refuses a student, even one who belongs to a group', async () => {
    expect((await list(studentEmail(1))).status).toBe(403);
  });

  it('refuses a school the caller is not a member of', async () => {
    const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    expect((await list(DEMO.teacher, other!.id)).status).toBe(403);
  });

  it('needs a signed-in user', async () => {
    expect((await server.call('GET', 's/school_groups', { school: world.schoolId })).status).toBe(401);
  });
});
