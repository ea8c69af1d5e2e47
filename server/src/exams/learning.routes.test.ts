// The student's exam API: create-or-resume, saves with last-write-wins, idempotent submission, grading, deadlines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { closeExpiredAttempts } from './sweep.ts';
import { examClient, examWorld, expire, findQuestion, questionsOf, studentEmail, tokenFor, type ExamWorld } from './test-support.ts';
import type { ExamResult, SavedAnswer, UserExam } from '../../../src/shared/exam.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
const at = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

async function student(n: number, exam: 'midterm' | 'quick' = 'midterm') {
  const token = await tokenFor(server, studentEmail(n));
  const group = n <= 15 ? world.groups.a1 : world.groups.a2;
  const examId = n <= 15 ? world.exams.a1[exam] : world.exams.a2[exam];
  return { token, group, examId, api: examClient(server, world, token, group, examId) };
}

describe('learning groups', () => {
  it('lists my groups and the group exams with my attempt', async () => {
    const { token, api } = await student(1);
    const groups = await server.call('GET', 's/personal/learning_groups', { token, school: world.schoolId });
    expect(groups.status).toBe(200);
    expect(groups.json.data).toHaveLength(1);
    expect(groups.json.data[0]).toMatchObject({ name: 'Lớp 7A1', studentCount: 15, examCount: 4, teachers: [{ last_name: 'Phạm', first_name: 'Thị Lan' }] });
    const started = (await api.start()).json.data as UserExam;
    const exams = await server.call('GET', `s/personal/learning_groups/${world.groups.a1}/exams`, { token, school: world.schoolId });
    expect(exams.json.data.map((e: { title: string }) => e.title)).toEqual([
      'Kiểm tra giữa học kì I – Tiếng Anh 7',
      'Kiểm tra 15 phút – Unit 3: Community service',
      'Kiểm tra nhanh 3 phút',
      'Kiểm tra 10 phút – Unit 1: Hobbies',
    ]);
    expect(exams.json.data[0]).toMatchObject({ duration: 2700, questionCount: 11, totalPoint: 10, attempt: { id: started.id, status: 'in_progress' } });
    expect(exams.json.data[0]).toMatchObject({ opensAt: null, closesAt: null, resultRelease: 'immediately', resultsVisible: true });
    expect(exams.json.data[2].attempt).toBeNull();
    const one = await server.call('GET', `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.quick}`, { token, school: world.schoolId });
    expect(one.json.data).toMatchObject({ id: world.exams.a1.quick, duration: 180, questionCount: 3, totalPoint: 10, attempt: null });
    const foreign = await server.call('GET', `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a2.quick}`, { token, school: world.schoolId });
    expect(foreign.status).toBe(404);
  });

  it('refuses a student of another group with 403', async () => {
    const other = await student(20);
    const res = await examClient(server, world, other.token, world.groups.a1, world.exams.a1.midterm).start();
    expect(res.status).toBe(403);
    const detail = await server.call('GET', `s/personal/learning_groups/${world.groups.a1}`, { token: other.token, school: world.schoolId });
    expect(detail.status).toBe(403);
  });
});

describe('perform', () => {
  it('create-or-resume returns the same attempt, a server deadline, and no correct answers', async () => {
    const { api } = await student(2);
    const [first, second] = await Promise.all([api.start(), api.start()]);
    expect(first.status).toBe(200);
    const ue = first.json.data as UserExam;
    expect(second.json.data.id).toBe(ue.id);
    expect(ue).toMatchObject({ exercisableType: 'exam', status: 'in_progress', duration: 2700, answers: [] });
    expect(Date.parse(ue.deadline) - Date.parse(ue.createdAt)).toBe(2700 * 1000);
    expect(Math.abs(Date.parse(ue.serverNow) - Date.now())).toBeLessThan(5000);
    expect(ue.fractions).toHaveLength(4);
    expect(new Set(questionsOf(ue).map((q) => q.questionType))).toEqual(
      new Set(['singleChoice', 'multipleChoice', 'fillInTheBlank', 'textAnswer', 'essay', 'speaking']),
    );
    expect(ue.fractions[2]!.questions[0]!.questionType).toBe('leadingQuestion');
    const text = JSON.stringify(ue);
    expect(text).not.toMatch(/answerKey|correctAnswer|"accepted"|"sample"|UNESCO"\]/);
  });

  it('saves answers and gives them back on resume; the newest clientUpdatedAt wins', async () => {
    const { api } = await student(3);
    const ue = (await api.start()).json.data as UserExam;
    const q1 = findQuestion(ue, 'My father').id;
    const q2 = findQuestion(ue, 'Thủ đô của Việt Nam').id;
    const save = await api.save(ue.id, [
      { questionId: q1, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: at(-3000) },
      { questionId: q2, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: at(-3000) },
    ]);
    expect(save.status).toBe(200);
    expect(save.json.data).toMatchObject({ status: 'in_progress', applied: [q1, q2].sort((a, b) => a - b) });
    // A newer change from tab B, then an older one from tab A arriving late: the newer stays.
    await api.save(ue.id, [{ questionId: q1, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at(-1000) }]);
    const stale = await api.save(ue.id, [{ questionId: q1, answer: { type: 'singleChoice', optionId: 'c' }, clientUpdatedAt: at(-2000) }]);
    expect(stale.json.data.applied).toEqual([]);
    const resumed = (await api.start()).json.data as UserExam;
    expect(resumed.id).toBe(ue.id);
    const byId = new Map(resumed.answers.map((a) => [a.questionId, a.answer]));
    expect(byId.get(q1)).toEqual({ type: 'singleChoice', optionId: 'b' });
    expect(byId.get(q2)).toEqual({ type: 'singleChoice', optionId: 'a' });
  });

  it('rejects an answer of the wrong type or for a question outside the exam', async () => {
    const { api } = await student(4);
    const ue = (await api.start()).json.data as UserExam;
    const q = findQuestion(ue, 'My father').id;
    const wrong = await api.save(ue.id, [{ questionId: q, answer: { type: 'textAnswer', text: 'goes' }, clientUpdatedAt: at() }]);
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe(SERVER_MSG.examAnswerTypeMismatch);
    const outside = await api.save(ue.id, [{ questionId: 999999, answer: null, clientUpdatedAt: at() }]);
    expect(outside.status).toBe(422);
    const noKey = await server.call('PUT', `s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/perform/${ue.id}`, {
      token: (await student(4)).token,
      school: world.schoolId,
      body: { answers: [] },
    });
    expect(noKey.status).toBe(422);
    expect(noKey.json.message).toBe(SERVER_MSG.idempotencyKeyRequired);
  });
});

/** Right answers to every objective question of the mid-term, with padding that grading must trim. */
function rightAnswers(ue: UserExam): SavedAnswer[] {
  const a = (part: string, answer: SavedAnswer['answer']): SavedAnswer => ({ questionId: findQuestion(ue, part).id, answer, clientUpdatedAt: at() });
  return [
    a('My father', { type: 'singleChoice', optionId: 'b' }),
    a('Thủ đô của Việt Nam', { type: 'singleChoice', optionId: 'a' }),
    a('healthy habits', { type: 'multipleChoice', optionIds: ['d', 'a', 'c'] }),
    a('Yesterday I', { type: 'fillInTheBlank', blanks: ['  went '] }),
    a('Lan {{}}', { type: 'fillInTheBlank', blanks: [' is', 'lives  '] }),
    a("'child'", { type: 'textAnswer', text: ' CHILDREN ' }),
    a('Where is Ha Long', { type: 'singleChoice', optionId: 'a' }),
    a('How many islands', { type: 'textAnswer', text: '1,600' }),
    a('recognised by', { type: 'fillInTheBlank', blanks: ['UNESCO ', ' 1994'] }),
    a('sở thích', { type: 'essay', text: 'My hobby is playing badminton with my brother.' }),
    a('Đọc to', { type: 'speaking', recordingId: 'rec-abc' }),
  ];
}

describe('submit', () => {
  it('a submission replayed 5 times is one submission with the same response; another body under the key is 422', async () => {
    const { api } = await student(5);
    const ue = (await api.start()).json.data as UserExam;
    const key = randomUUID();
    const answers = rightAnswers(ue);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await api.save(ue.id, answers, { submit: true, key }));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of replies) expect(r.json).toEqual(replies[0]!.json);
    expect(replies[0]!.json.data).toMatchObject({ status: 'submitted', late: false });
    expect((await api.result(ue.id)).json.data.score).toBe(6);
    const mismatch = await api.save(ue.id, answers.slice(1), { submit: true, key });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.message).toBe(SERVER_MSG.idempotencyMismatch);
    const [row] = await server.db.select().from(t.userExams).where(eq(t.userExams.id, ue.id));
    expect(row!.submittedAt!.toISOString()).toBe(replies[0]!.json.data.submittedAt);
    // A second submission under a new key changes nothing either.
    const again = await api.save(ue.id, [], { submit: true });
    expect(again.json.data.submittedAt).toBe(replies[0]!.json.data.submittedAt);
    const save = await api.save(ue.id, answers);
    expect(save.status).toBe(422);
    expect(save.json.message).toBe(SERVER_MSG.examAlreadySubmitted);
    // Another student of the same group cannot read or write this attempt.
    const other = examClient(server, world, (await student(13)).token, world.groups.a1, world.exams.a1.midterm);
    expect((await other.result(ue.id)).status).toBe(404);
    expect((await other.save(ue.id, [])).status).toBe(404);
  });

  it('answers 409 while the same key is still in progress', async () => {
    const { api, token } = await student(6);
    const ue = (await api.start()).json.data as UserExam;
    const key = randomUUID();
    const [user] = await server.db
      .select()
      .from(t.users)
      .where(eq(t.users.email, studentEmail(6)));
    const path = `/api/s/personal/learning_groups/${world.groups.a1}/exams/${world.exams.a1.midterm}/perform/${ue.id}`;
    const { createHash } = await import('node:crypto');
    const bodyText = JSON.stringify({ answers: [] });
    await server.db.insert(t.idempotencyKeys).values({
      userId: user!.id,
      key,
      status: null,
      requestHash: createHash('sha256').update(`PUT ${path}\n${bodyText}`).digest('hex'),
    });
    const res = await server.call('PUT', path.replace('/api/', ''), {
      token,
      school: world.schoolId,
      body: { answers: [] },
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(SERVER_MSG.conflictInProgress);
    // Not final: the outbox sends the same request again once the first one is done.
    expect(res.json.retryable).toBe(true);
  });

  it('grades every objective type, trims blanks, stores {{ }} for multi-blank, and leaves essay and speaking to the teacher', async () => {
    const { api } = await student(7);
    const ue = (await api.start()).json.data as UserExam;
    const submit = await api.save(ue.id, rightAnswers(ue), { submit: true });
    expect(submit.json.data.status).toBe('submitted');
    const result = (await api.result(ue.id)).json.data as ExamResult;
    expect(result).toMatchObject({ status: 'submitted', pointEarned: 6, allocatedPoint: 10, score: 6, isFullyMarked: false, completionComment: null });
    const all = result.fractions.flatMap((f) => f.questions.flatMap((q) => q.subQuestions ?? [q]));
    const objective = all.filter((q) => q.questionType !== 'essay' && q.questionType !== 'speaking');
    for (const q of objective) expect(q, q.content.text).toMatchObject({ isMarked: true, pointEarned: q.allocatedPoint });
    const multi = all.find((q) => q.content.text.startsWith('Lan'))!;
    expect(multi.answer).toEqual({ type: 'fillInTheBlank', blanks: ['is', 'lives'], filledAnswer: '{{is}}{{lives}}' });
    expect(multi.correctAnswer).toEqual({ type: 'fillInTheBlank', blanks: [['is'], ['lives']] });
    const essay = all.find((q) => q.questionType === 'essay')!;
    expect(essay).toMatchObject({ isMarked: false, pointEarned: null });
    const group = result.fractions[2]!.questions[0]!;
    expect(group).toMatchObject({ questionType: 'leadingQuestion', allocatedPoint: 1.5, pointEarned: 1.5, isMarked: true });
  });
});

describe('deadline', () => {
  it('refuses saves after deadline + grace but keeps a late submission, flagged', async () => {
    const { api } = await student(8);
    const ue = (await api.start()).json.data as UserExam;
    const q = findQuestion(ue, 'My father').id;
    await expire(server, ue.id, 120);
    const save = await api.save(ue.id, [{ questionId: q, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at(-200_000) }]);
    expect(save.status).toBe(422);
    expect(save.json.message).toBe(SERVER_MSG.examTimeOver);
    const submit = await api.save(ue.id, [{ questionId: q, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at(-200_000) }], { submit: true });
    expect(submit.status).toBe(200);
    expect(submit.json.data).toMatchObject({ status: 'submitted', late: true, applied: [q] });
    expect((await api.result(ue.id)).json.data.score).toBe(1);
  });

  it('takes saves within the grace period', async () => {
    const { api } = await student(9);
    const ue = (await api.start()).json.data as UserExam;
    await expire(server, ue.id, 30);
    const q = findQuestion(ue, 'My father').id;
    const save = await api.save(ue.id, [{ questionId: q, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at() }]);
    expect(save.status).toBe(200);
  });

  it('the sweep closes an unsubmitted attempt with what was saved; a later offline submission is merged and flagged', async () => {
    const { api } = await student(10, 'quick');
    const ue = (await api.start()).json.data as UserExam;
    expect(ue.duration).toBe(180);
    const [q1, q2, q3] = questionsOf(ue).map((q) => q.id) as [number, number, number];
    await api.save(ue.id, [{ questionId: q1, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at(-5000) }]);
    const closed = await closeExpiredAttempts(server.db, new Date(Date.now() + 4 * 60_000 + 1000));
    expect(closed).toBeGreaterThanOrEqual(1);
    const result = (await api.result(ue.id)).json.data as ExamResult;
    expect(result).toMatchObject({ status: 'auto_submitted', late: false, score: 4, isFullyMarked: true });
    expect(result.completionComment).toMatch(/^Em cần cố gắng/);
    // The device was offline: its submission holds an older copy of q1 and new answers for q2 and q3.
    const late = await api.save(
      ue.id,
      [
        { questionId: q1, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: at(-9000) },
        { questionId: q2, answer: { type: 'textAnswer', text: 'tokyo' }, clientUpdatedAt: at(-4000) },
        { questionId: q3, answer: { type: 'fillInTheBlank', blanks: ['east'] }, clientUpdatedAt: at(-3000) },
      ],
      { submit: true },
    );
    expect(late.json.data).toMatchObject({ status: 'submitted', late: true, applied: [q2, q3] });
    const merged = (await api.result(ue.id)).json.data as ExamResult;
    expect(merged.score).toBe(10);
    expect(merged.completionComment).toMatch(/^Xuất sắc/);
    const rows = await server.db.select().from(t.userExams).where(eq(t.userExams.id, ue.id));
    expect(rows[0]!.autoClosedAt).not.toBeNull();
  });

  it('a resumed attempt past its deadline comes back closed', async () => {
    const { api } = await student(11, 'quick');
    const ue = (await api.start()).json.data as UserExam;
    await expire(server, ue.id, 61);
    const again = (await api.start()).json.data as UserExam;
    expect(again).toMatchObject({ id: ue.id, status: 'auto_submitted' });
  });
});
