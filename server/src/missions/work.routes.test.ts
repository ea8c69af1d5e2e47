// Missions beyond the exam: automatic comments by score band, lectures and speaking tasks, changing and deleting a
// mission, and the group's own exam attempt staying apart from the mission's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, questionsOf, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';
import type { MissionBooks, StudentMissionDetail, Submission, TeacherMission } from '../../../src/shared/mission.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;
let student: string;
let books: MissionBooks;

const hour = 3600_000;
const call = (method: string, path: string, token: string, body?: unknown, key?: string) =>
  server.call(method, path, { token, school: world.schoolId, body, headers: key ? { 'Idempotency-Key': key } : {} });
const create = async (title: string, tasks: unknown[]) =>
  (
    await call('POST', 's/v2/missions', teacher, {
      groupId: world.groups.a1,
      title,
      startAt: new Date(Date.now() - 60_000).toISOString(),
      dueAt: new Date(Date.now() + 24 * hour).toISOString(),
      tasks,
    })
  ).json.data as TeacherMission;
const types = async (token: string, type: string) =>
  ((await server.call('GET', 'notification/user/page', { token })).json.data.result as { metadata: string }[])
    .map((n) => JSON.parse(n.metadata))
    .filter((m) => m.type === type);

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
  student = await tokenFor(server, studentEmail(3));
  books = (await call('GET', `s/mission-books?groupId=${world.groups.a1}`, teacher)).json.data;
});
afterAll(() => server.close());

it("offers the group's exams, the school's lectures and sentences to read", () => {
  expect(books.exams.map((e) => e.id).sort()).toEqual([world.exams.a1.midterm, world.exams.a1.quick, world.exams.a1.unit, world.exams.a1.past!].sort());
  expect(books.lectures.length).toBeGreaterThanOrEqual(3);
  expect(books.speaking.length).toBeGreaterThan(0);
});

it('completes an auto-graded exam by itself with the comment of its score band', async () => {
  const m = await create('Kiểm tra nhanh', [{ taskType: 'exam', examId: world.exams.a1.quick }]);
  const ue = (await call('POST', `s/v1/missions/${m.id}/tasks/${m.tasks[0]!.id}/perform/new`, student)).json.data as UserExam;
  const first = questionsOf(ue)[0]!;
  await examClient(server, world, student, world.groups.a1, world.exams.a1.quick).save(
    ue.id,
    [{ questionId: first.id, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: new Date().toISOString() }],
    { submit: true },
  );
  const detail = (await call('GET', `s/student-missions/${m.id}`, student)).json.data as StudentMissionDetail;
  expect(detail.status).toBe('COMPLETED');
  expect(detail.submission).toMatchObject({ score: 4, comment: { type: 'auto_comment', content: 'Em cần ôn tập lại bài và cố gắng hơn ở lần sau.' } });
  expect((await types(student, 'auto_comment')).some((n) => n.mission === m.id)).toBe(true);
});

it("keeps the group's own attempt of an exam apart from the mission's", async () => {
  const m = await create('Giữa kì lần 2', [{ taskType: 'exam', examId: world.exams.a1.midterm }]);
  const other = await tokenFor(server, studentEmail(4));
  const missionUe = (await call('POST', `s/v1/missions/${m.id}/tasks/${m.tasks[0]!.id}/perform/new`, other)).json.data as UserExam;
  const plain = (await examClient(server, world, other, world.groups.a1, world.exams.a1.midterm).start()).json.data as UserExam;
  expect(plain.id).not.toBe(missionUe.id);
});

it('records lecture reading and speaking attempts, each recording once (its later score replacing the first)', async () => {
  const lecture = books.lectures[0]!;
  const m = await create('Đọc và nói', [
    { taskType: 'lecture', lectureId: lecture.id },
    { taskType: 'speaking', speakingText: 'My hobby is collecting stamps.' },
  ]);
  const [readTask, speakTask] = m.tasks;
  const detail = (await call('GET', `s/v2/missions/${m.id}`, student)).json.data as StudentMissionDetail;
  expect(detail.lectures[0]).toMatchObject({ id: lecture.id, title: lecture.title });
  const read = await call('POST', `s/v1/missions/${m.id}/submissions`, student, { type: 'lecture', taskId: readTask!.id }, randomUUID());
  expect(read.json.data).toMatchObject({ status: 'IN_PROGRESS' });
  const sub = read.json.data as Submission;
  const attempt = (id: string, score: number) => ({
    type: 'speaking',
    taskId: speakTask!.id,
    attempt: { id, text: 'My hobby is collecting stamps.', score, words: [], createdAt: new Date().toISOString() },
  });
  await call('PUT', `s/v1/submissions/${sub.id}`, student, attempt('a1', 70), randomUUID());
  await call('PUT', `s/v1/submissions/${sub.id}`, student, attempt('a1', 60), randomUUID()); // the server's score replaces the device's
  const done = await call('PUT', `s/v1/submissions/${sub.id}`, student, attempt('a2', 85), randomUUID());
  expect(done.json.data).toMatchObject({ status: 'COMPLETED', score: 8.5 });
  const all = (await call('GET', `s/v1/submissions/${sub.id}?include_all_submissions=1`, teacher)).json.data as Submission;
  expect(all.tasks[1]!.attempts.map((a) => [a.id, a.score])).toEqual([
    ['a1', 60],
    ['a2', 85],
  ]);
  const best = (await call('GET', `s/v1/submissions/${sub.id}`, teacher)).json.data as Submission;
  expect(best.tasks[1]!.attempts.map((a) => a.id)).toEqual(['a2']);
  expect((await types(teacher, 'completeSpeaking')).filter((n) => n.mission === m.id)).toHaveLength(1);
  const graded = await call('PUT', `s/v1/submissions/${sub.id}/grading`, teacher, { tasks: [{ taskId: speakTask!.id, score: 9 }] }, randomUUID());
  expect(graded.json.data).toMatchObject({ status: 'COMPLETED', score: 9 });
});

it('changes and deletes a mission', async () => {
  const m = await create('Để sửa', [{ taskType: 'exam', examId: world.exams.a1.quick }]);
  const res = await call('PATCH', `s/missions/${m.id}`, teacher, { title: 'Đã sửa', tasks: [{ taskType: 'lecture', lectureId: books.lectures[1]!.id }] });
  expect(res.json.data).toMatchObject({ title: 'Đã sửa', tasks: [{ taskType: 'lecture' }] });
  const bad = await call('PATCH', `s/missions/${m.id}`, teacher, { dueAt: new Date(Date.now() - 48 * hour).toISOString() });
  expect(bad.status).toBe(422);
  expect((await call('DELETE', `s/v2/missions/${m.id}`, student)).status).toBe(403);
  expect((await call('DELETE', `s/v2/missions/${m.id}`, teacher)).status).toBe(200);
  expect((await call('GET', `s/teacher-missions/${m.id}`, teacher)).status).toBe(404);
});

it('hides a mission from students until it starts', async () => {
  const res = await call('POST', 's/v2/missions', teacher, {
    groupId: world.groups.a1,
    title: 'Tuần sau',
    startAt: new Date(Date.now() + hour).toISOString(),
    dueAt: new Date(Date.now() + 48 * hour).toISOString(),
    tasks: [{ taskType: 'speaking', speakingText: 'Hello' }],
  });
  expect((await call('GET', `s/student-missions/${res.json.data.id}`, student)).status).toBe(404);
  expect((await types(student, 'newMission')).some((n) => n.mission === res.json.data.id)).toBe(false);
});

describe('comment templates', () => {
  it("lists, creates, updates and deletes the teacher's own", async () => {
    const list = await call('GET', 's/v1/comment_templates', teacher);
    expect(list.json.pagination.total).toBe(3);
    const created = await call('POST', 's/v1/comment_templates', teacher, { title: 'Chăm chỉ', content: 'Em rất chăm chỉ.' });
    expect(created.status).toBe(200);
    expect((await call('GET', 's/v1/comment_templates', teacher)).json.pagination.total).toBe(4);
    const id = created.json.data.id;
    expect((await call('PUT', `s/v1/comment_templates/${id}`, teacher, { title: 'Chăm chỉ', content: 'Em rất chăm chỉ học.' })).json.data.content).toBe(
      'Em rất chăm chỉ học.',
    );
    expect((await call('PUT', `s/v1/comment_templates/${id}`, await tokenFor(server, DEMO.teacher2), { title: 'x', content: 'y' })).status).toBe(404);
    expect((await call('DELETE', `s/v1/comment_templates/${id}`, teacher)).status).toBe(200);
    const empty = await call('POST', 's/v1/comment_templates', teacher, { title: '', content: '' });
    expect(empty.json.errors).toMatchObject({ title: [MSG.commentTemplateTitleRequired], content: [MSG.commentRequired] });
    expect((await call('GET', 's/v1/comment_templates', student)).status).toBe(403);
  });

  it('keeps score bands apart', async () => {
    const templates = (await call('GET', 's/v1/comment_templates', teacher)).json.data as { id: number }[];
    const overlap = await call('PUT', 's/v1/comment_template_settings', teacher, {
      settings: [
        { templateId: templates[0]!.id, minScore: 5, maxScore: 10 },
        { templateId: templates[1]!.id, minScore: 0, maxScore: 6 },
      ],
    });
    expect(overlap.status).toBe(422);
    const ok = await call('PUT', 's/v1/comment_template_settings', teacher, { settings: [{ templateId: templates[0]!.id, minScore: 8, maxScore: 10 }] });
    expect(ok.json.data).toEqual([expect.objectContaining({ templateId: templates[0]!.id, minScore: 8, maxScore: 10 })]);
  });
});

describe('comments', () => {
  it('are written by the teacher, read by the student, and deleted by their author', async () => {
    const studentId = (await server.call('GET', 'sessions/current', { token: student })).json.data.user.id as number;
    const res = await call('POST', 's/comments', teacher, { studentId, groupId: world.groups.a1, content: 'Em tiến bộ nhiều.' }, randomUUID());
    expect(res.status).toBe(200);
    expect((await call('GET', `s/comments/teachers?studentId=${studentId}`, teacher)).json.data[0]).toMatchObject({ content: 'Em tiến bộ nhiều.' });
    expect((await call('DELETE', `s/comments/${res.json.data.id}`, student)).status).toBe(403);
    expect((await call('DELETE', `s/comments/${res.json.data.id}`, teacher)).status).toBe(200);
    expect((await call('POST', 's/comments', teacher, { studentId, groupId: world.groups.a2, content: 'x' }, randomUUID())).status).toBe(403);
  });
});
