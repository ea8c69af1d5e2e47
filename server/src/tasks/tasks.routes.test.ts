// The task API on the real queue: a teacher starts the export of an exam's results, polls its progress until it is
// done, finds it again as the latest task of that exam, and downloads an Excel file holding every student's row.
// Others cannot see or start it; bad input gets 422.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { examWorld, type ExamWorld } from '../exams/test-support.ts';
import type { Task } from '../../../src/shared/tasks.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;
let teacher = '';
let otherTeacher = '';
let student = '';

beforeAll(async () => {
  server = await startTestServer();
  await server.startQueue();
  world = await examWorld(server);
  teacher = await server.login(DEMO.teacher);
  otherTeacher = await server.login(DEMO.teacher2);
  student = await server.login(DEMO.student);
}, 60_000);
afterAll(() => server.close());

const start = (token: string, params: object, kind = 'exam-results-export') =>
  server.call('POST', 's/tasks', { token, school: world.schoolId, body: { kind, params } });

describe('exam results export', () => {
  it('starts, reports progress, finishes with an Excel file of the whole group', async () => {
    const params = { groupId: world.groups.a1, examId: world.exams.a1.midterm };
    const started = await start(teacher, params);
    expect(started.status).toBe(202);
    const task = started.json.data as Task;
    expect(task).toMatchObject({ kind: 'exam-results-export', state: 'queued', progress: 0, fileName: null });

    let done: Task = task;
    await vi.waitFor(
      async () => {
        done = (await server.call('GET', `s/tasks/${task.id}`, { token: teacher, school: world.schoolId })).json.data;
        expect(done.state).toBe('done');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(done).toMatchObject({ progress: 100, result: null });
    expect(done.fileName).toBe('Kết quả – Kiểm tra giữa học kì I – Tiếng Anh 7 – Lớp 7A1.xlsx');

    // Back on the page later: the latest task of this exam is the same one.
    const latest = await server.call('GET', `s/tasks/latest?kind=exam-results-export&subject=group:${params.groupId}:exam:${params.examId}`, {
      token: teacher,
      school: world.schoolId,
    });
    expect(latest.json.data.id).toBe(task.id);

    const res = await server.app.request(`/api/s/tasks/${task.id}/file`, {
      headers: { authorization: `Bearer ${teacher}`, 'x-school-id': String(world.schoolId) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Kết quả')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Kiểm tra giữa học kì I – Tiếng Anh 7 – Lớp 7A1');
    expect(sheet.getRow(4).values).toContain('Họ và tên');
    const names = Array.from({ length: 15 }, (_, i) => sheet.getRow(5 + i).getCell(2).value);
    expect(names).toContain('Nguyễn An');
    expect(sheet.getRow(5 + 15).getCell(2).value ?? null).toBeNull();
  }, 60_000);

  it('is its owner’s alone, and only teachers of the group may start one', async () => {
    const started = await start(teacher, { groupId: world.groups.a1, examId: world.exams.a1.quick });
    const id = started.json.data.id as string;
    expect((await server.call('GET', `s/tasks/${id}`, { token: otherTeacher, school: world.schoolId })).status).toBe(404);
    const file = await server.app.request(`/api/s/tasks/${id}/file`, {
      headers: { authorization: `Bearer ${student}`, 'x-school-id': String(world.schoolId) },
    });
    expect(file.status).toBe(404);
    expect((await start(student, { groupId: world.groups.a1, examId: world.exams.a1.quick })).status).toBe(403);
    expect((await start(otherTeacher, { groupId: world.groups.a1, examId: world.exams.a1.quick })).status).toBe(403);
    // An exam of another group: not found, not a file about it.
    expect((await start(teacher, { groupId: world.groups.a1, examId: world.exams.a2.quick })).status).toBe(404);
  });

  it('refuses an unknown kind and bad parameters with a Vietnamese message', async () => {
    const unknown = await start(teacher, {}, 'delete-everything');
    expect(unknown.status).toBe(422);
    expect(unknown.json.messages).toEqual([SERVER_MSG.taskUnknown]);
    expect((await start(teacher, { groupId: 'x', examId: 1 })).status).toBe(422);
    expect((await start(teacher, { groupId: 1e21, examId: 1 })).status).toBe(422);
    expect((await server.call('GET', 's/tasks/not-a-uuid', { token: teacher, school: world.schoolId })).status).toBe(422);
  });
});
