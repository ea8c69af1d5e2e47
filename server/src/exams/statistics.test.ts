// GET s/school_groups/:groupId/exams/:examId/statistics: per question, how the group's submitted attempts did, and for
// a choice question how often each option was chosen; only for the group's teachers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { ExamStatistics, UserExam } from '../../../src/shared/exam.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
});
afterAll(() => server.close());

const call = (token: string, method: string, path: string, body?: unknown) => server.call(method, path, { token, school: world.schoolId, body });

describe('exam statistics', () => {
  it('counts answers, full marks and the options chosen over submitted attempts', async () => {
    const created = await call(teacher, 'POST', 's/personal/exams', { name: 'Thống kê', durationMinutes: 10 });
    const examId = created.json.data.id as number;
    await call(teacher, 'PUT', `s/personal/exams/${examId}/structure`, {
      fractions: [
        {
          title: 'P1',
          questions: [
            {
              source: 'new',
              points: 2,
              question: {
                questionType: 'singleChoice',
                content: {
                  text: 'Thủ đô của Việt Nam?',
                  options: [
                    { id: 'a', text: 'Huế' },
                    { id: 'b', text: 'Hà Nội' },
                  ],
                },
                answerKey: { type: 'singleChoice', optionId: 'b' },
              },
            },
            { source: 'new', question: { questionType: 'essay', content: { text: 'Tả Hà Nội.' } } },
          ],
        },
      ],
    });
    expect((await call(teacher, 'POST', `s/school_groups/${world.groups.a1}/exams`, { examId })).status).toBe(201);

    for (const [n, choice] of [
      [8, 'b'],
      [9, 'a'],
      [10, 'b'],
    ] as const) {
      const client = examClient(server, world, await tokenFor(server, studentEmail(n)), world.groups.a1, examId);
      const attempt = (await client.start()).json.data as UserExam;
      const [choiceQ, essayQ] = attempt.fractions[0]!.questions;
      const now = new Date().toISOString();
      await client.save(
        attempt.id,
        [
          { questionId: choiceQ!.id, answer: { type: 'singleChoice', optionId: choice }, clientUpdatedAt: now },
          { questionId: essayQ!.id, answer: { type: 'essay', text: 'Hà Nội đẹp.' }, clientUpdatedAt: now },
        ],
        // The third student is still writing: not counted.
        { submit: n !== 10 },
      );
    }

    const res = await call(teacher, 'GET', `s/school_groups/${world.groups.a1}/exams/${examId}/statistics`);
    expect(res.status).toBe(200);
    const stats = res.json.data as ExamStatistics;
    expect(stats.submitted).toBe(2);
    expect(stats.questions[0]).toMatchObject({
      number: 1,
      answered: 2,
      correct: 1,
      ungraded: 0,
      averagePoint: 1,
      options: [
        { id: 'a', text: 'Huế', correct: false, chosen: 1 },
        { id: 'b', text: 'Hà Nội', correct: true, chosen: 1 },
      ],
    });
    expect(stats.questions[1]).toMatchObject({ number: 2, questionType: 'essay', answered: 2, ungraded: 2, averagePoint: null });

    expect((await call(await tokenFor(server, DEMO.teacher2), 'GET', `s/school_groups/${world.groups.a1}/exams/${examId}/statistics`)).status).toBe(403);
    expect((await call(await tokenFor(server, studentEmail(8)), 'GET', `s/school_groups/${world.groups.a1}/exams/${examId}/statistics`)).status).toBe(403);
  });
});
