// Missions end to end on the API: a teacher gives an exam with an essay, the student takes it in the exam player,
// the teacher grades it with a comment; statuses, lists with meta, notifications and replays along the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examClient, examWorld, findQuestion, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import type { UserExam } from '../../../src/shared/exam.ts';
import type { StudentMission, SubmissionDetail, TeacherMission, TeacherMissionDetail } from '../../../src/shared/mission.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';
import { DEMO_MISSION } from './seed.ts';

let server: TestServer;
let world: ExamWorld;
let teacher: string;
let student: string;
let missionId: number;
let examTaskId: number;

const hour = 3600_000;
const call = (method: string, path: string, token: string, body?: unknown, key?: string) =>
  server.call(method, path, { token, school: world.schoolId, body, headers: key ? { 'Idempotency-Key': key } : {} });
const notifications = async (token: string) =>
  (await server.call('GET', 'notification/user/page', { token })).json.data.result as { content: string; metadata: string }[];
const ofType = (list: { metadata: string }[], type: string) => list.filter((n) => JSON.parse(n.metadata).type === type);

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
  teacher = await tokenFor(server, DEMO.teacher);
  student = await tokenFor(server, studentEmail(1));
});
afterAll(() => server.close());

describe('creating a mission', () => {
  it('refuses bad input with a message per field', async () => {
    const res = await call('POST', 's/v2/missions', teacher, {
      groupId: world.groups.a1,
      title: '  ',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() - hour).toISOString(),
      tasks: [],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.title).toEqual([MSG.missionTitleRequired]);
    expect(res.json.errors.tasks).toEqual([MSG.missionTasksRequired]);
  });

  it("refuses an exam that is not the group's", async () => {
    const res = await call('POST', 's/missions', teacher, {
      groupId: world.groups.a1,
      title: 'Sai đề',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a2.midterm }],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors['tasks.0.examId']).toEqual([SERVER_MSG.missionExamUnavailable]);
  });

  it('is refused to students and to teachers of other groups', async () => {
    const body = {
      groupId: world.groups.a1,
      title: 'X',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a1.quick }],
    };
    expect((await call('POST', 's/v2/missions', student, body)).status).toBe(403);
    expect((await call('POST', 's/v2/missions', await tokenFor(server, DEMO.teacher2), body)).status).toBe(403);
  });

  it('creates it and tells every student of the group', async () => {
    const res = await call('POST', 's/v2/missions', teacher, {
      groupId: world.groups.a1,
      title: 'Kiểm tra giữa kì (nhiệm vụ)',
      description: 'Làm trong tuần',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      dueAt: new Date(Date.now() + 24 * hour).toISOString(),
      tasks: [{ taskType: 'exam', examId: world.exams.a1.midterm }],
    });
    expect(res.status).toBe(200);
    const m = res.json.data as TeacherMission;
    expect(m).toMatchObject({ studentCount: 15, counts: { NOT_DOING: 15, IN_PROGRESS: 0, PENDING_REVIEW: 0, COMPLETED: 0 } });
    expect(m.tasks[0]).toMatchObject({ taskType: 'exam', examId: world.exams.a1.midterm, duration: 45 * 60 });
    missionId = m.id;
    examTaskId = m.tasks[0]!.id;
    const mine = ofType(await notifications(student), 'newMission');
    expect(mine.some((n) => JSON.parse(n.metadata).mission === missionId)).toBe(true);
    expect(JSON.parse(mine[0]!.metadata)).toMatchObject({ groupId: world.groups.a1, schoolId: world.schoolId });
  });
});

describe('doing it', () => {
  let ue: UserExam;

  it('shows under NOT_DOING with the meta block', async () => {
    const res = await call('GET', `s/v2/missions/student-missions?status=NOT_DOING&groupId=${world.groups.a1}`, student);
    expect(res.status).toBe(200);
    // The demo mission of the seed is there too: the newest comes first.
    expect(res.json.meta).toMatchObject({ totalItems: 2, currentPage: 1, itemsPerPage: 12 });
    expect((res.json.data as StudentMission[]).map((m) => m.title)).toEqual(['Kiểm tra giữa kì (nhiệm vụ)', DEMO_MISSION.title]);
    expect((res.json.data as StudentMission[])[0]).toMatchObject({ id: missionId, status: 'NOT_DOING', submission: null });
  });

  it('opens the exam in its own attempt, apart from the group exam', async () => {
    const res = await call('POST', `s/v1/missions/${missionId}/tasks/${examTaskId}/perform/new`, student);
    expect(res.status).toBe(200);
    ue = res.json.data;
    expect(ue).toMatchObject({ status: 'in_progress', duration: 45 * 60 });
    const again = await call('POST', `s/v1/missions/${missionId}/tasks/${examTaskId}/perform/new`, student);
    expect(again.json.data.id).toBe(ue.id);
    const list = await call('GET', 's/student-missions?status=IN_PROGRESS', student);
    expect(list.json.data[0]).toMatchObject({ id: missionId, status: 'IN_PROGRESS' });
  });

  it('submits through the exam player; the mission waits for review and the teacher is told', async () => {
    const api = examClient(server, world, student, world.groups.a1, world.exams.a1.midterm);
    const now = new Date().toISOString();
    const res = await api.save(
      ue.id,
      [
        { questionId: findQuestion(ue, 'My father').id, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: now },
        { questionId: findQuestion(ue, 'sở thích').id, answer: { type: 'essay', text: 'My hobby is drawing.' }, clientUpdatedAt: now },
      ],
      { submit: true },
    );
    expect(res.status).toBe(200);
    const list = await call('GET', 's/v2/missions/student-missions?status=PENDING_REVIEW', student);
    expect(list.json.data.map((m: StudentMission) => m.id)).toEqual([missionId]);
    const teacherList = await call('GET', 's/v2/missions/teacher-missions?status=PENDING_REVIEW', teacher);
    expect(teacherList.json.data[0]).toMatchObject({ id: missionId, counts: { PENDING_REVIEW: 1, NOT_DOING: 14 } });
    const pending = await call('GET', 's/v2/missions/sub-missions/pending-review', teacher);
    expect(pending.json.data).toHaveLength(1);
    expect(ofType(await notifications(teacher), 'completeExercise').some((n) => JSON.parse(n.metadata).mission === missionId)).toBe(true);
  });
});

describe('grading it', () => {
  let detail: SubmissionDetail;

  it("shows the teacher the student's answers", async () => {
    const rows = (await call('GET', `s/teacher-missions/${missionId}`, teacher)).json.data as TeacherMissionDetail;
    const row = rows.students.find((s) => s.student.email === studentEmail(1))!;
    expect(row.status).toBe('PENDING_REVIEW');
    const res = await call('GET', `s/v1/submissions/${row.submission!.id}`, teacher);
    expect(res.status).toBe(200);
    detail = res.json.data;
    const essay = detail.exams[examTaskId]!.fractions.flatMap((f) => f.questions)
      .flatMap((q) => q.subQuestions ?? [q])
      .find((q) => q.answer?.type === 'essay')!;
    expect(essay.answer).toEqual({ type: 'essay', text: 'My hobby is drawing.' });
    expect((await call('GET', `s/v1/submissions/${row.submission!.id}`, await tokenFor(server, studentEmail(2)))).status).toBe(403);
  });

  it('grades once per key, completes the mission and tells the student', async () => {
    const questions = detail.exams[examTaskId]!.fractions.flatMap((f) => f.questions).flatMap((q) => q.subQuestions ?? [q]);
    const manual = questions.filter((q) => q.questionType === 'essay' || q.questionType === 'speaking');
    const key = randomUUID();
    const body = {
      tasks: [{ taskId: examTaskId, marks: manual.map((q) => ({ questionId: q.id, pointEarned: 1 })) }],
      comment: 'Bài viết tốt, cần thêm ví dụ.',
    };
    const res = await call('PUT', `s/v1/submissions/${detail.id}/grading`, teacher, body, key);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'COMPLETED', comment: { content: 'Bài viết tốt, cần thêm ví dụ.', type: 'comment' } });
    expect(res.json.data.score).toBeGreaterThan(0);
    const replay = await call('PUT', `s/v1/submissions/${detail.id}/grading`, teacher, body, key);
    expect(replay.json).toEqual(res.json);
    const mine = await notifications(student);
    expect(ofType(mine, 'gradeMission')).toHaveLength(2); // the seeded one and this one
    expect(ofType(mine, 'comment').filter((n) => JSON.parse(n.metadata).mission === missionId)).toHaveLength(1);
    const comments = await call('GET', `s/comments/students?groupId=${world.groups.a1}`, student);
    expect(comments.json.data[0]).toMatchObject({ content: 'Bài viết tốt, cần thêm ví dụ.', mission: { id: missionId } });
    const list = await call('GET', 's/v2/missions/student-missions?status=COMPLETED', student);
    expect(list.json.data[0].submission).toMatchObject({ status: 'COMPLETED', score: res.json.data.score });
  });

  it('refuses marks above the maximum and grading before the work is done', async () => {
    const essay = detail.exams[examTaskId]!.fractions.flatMap((f) => f.questions)
      .flatMap((q) => q.subQuestions ?? [q])
      .find((q) => q.questionType === 'essay')!;
    const res = await call(
      'PUT',
      `s/v1/submissions/${detail.id}/grading`,
      teacher,
      { tasks: [{ taskId: examTaskId, marks: [{ questionId: essay.id, pointEarned: 99 }] }] },
      randomUUID(),
    );
    expect(res.status).toBe(422);
    expect(res.json.errors['tasks.0.marks.0.pointEarned']).toEqual([MSG.examPointTooHigh]);
  });
});
