// The members' .xlsx export on the real task queue: the file read back holds the rows of the list as filtered and
// sorted, in the import template's columns (phone 4-3-3, birthday dd/MM/yyyy), hundreds of rows written in batches;
// only those who may read the list may start it, and another school's members are never in it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import type { Task } from '../../../src/shared/tasks.ts';
import { MEMBER_EXPORT_COLUMNS } from '../../../src/shared/member-list.ts';
import { EXPORT_BATCH } from './member-export.ts';

let server: TestServer;
let schoolId = 0;
let admin = '';
let a1 = 0;
let big = 0;
const BIG_GROUP = EXPORT_BATCH + 17;

beforeAll(async () => {
  server = await startTestServer();
  await server.startQueue();
  admin = await server.login(DEMO.schoolAdmin);
  schoolId = (await server.db.select().from(t.schools).where(eq(t.schools.code, DEMO_SCHOOL_CODE)))[0]!.id;
  a1 = (
    await server.db
      .select()
      .from(t.schoolGroups)
      .where(and(eq(t.schoolGroups.schoolId, schoolId), eq(t.schoolGroups.name, 'Lớp 7A1')))
  )[0]!.id;
  await server.db.update(t.users).set({ phone: '0912345678', birthday: '2013-08-15' }).where(eq(t.users.email, DEMO.student));

  // A class bigger than one batch, to see the batches join up.
  const [group] = await server.db.insert(t.schoolGroups).values({ schoolId, name: 'Lớp 9B' }).returning();
  big = group!.id;
  const made = await server.db
    .insert(t.users)
    .values(
      Array.from({ length: BIG_GROUP }, (_, i) => ({
        email: `xuat.${String(i).padStart(4, '0')}@nguyendu.edu.vn`,
        passwordHash: 'x',
        firstName: `Số ${i}`,
        lastName: 'Học Sinh',
        userType: 'student',
      })),
    )
    .returning({ id: t.users.id });
  await server.db.insert(t.schoolMembers).values(made.map((u) => ({ schoolId, userId: u.id, position: 'student' })));
  await server.db.insert(t.groupMembers).values(made.map((u) => ({ groupId: big, userId: u.id, role: 'student' })));

  // Another school's student with a name like the demo's first: never in this school's file.
  const [other] = await server.db.select().from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
  const [outsider] = await server.db
    .insert(t.users)
    .values({ email: 'ngoai.truong@leloi.edu.vn', passwordHash: 'x', firstName: 'An', lastName: 'Nguyễn', userType: 'student' })
    .returning();
  await server.db.insert(t.schoolMembers).values({ schoolId: other!.id, userId: outsider!.id, position: 'student' });
}, 60_000);
afterAll(() => server.close());

const start = (token: string, params: object) => server.call('POST', 's/tasks', { token, school: schoolId, body: { kind: 'member-export', params } });

/** Starts an export, waits for it and reads its file: the first sheet's rows as text (header first). */
async function exported(params: object, token = admin): Promise<{ task: Task; rows: string[][]; about: string[][] }> {
  const started = await start(token, params);
  expect(started.status).toBe(202);
  let task = started.json.data as Task;
  await vi.waitFor(
    async () => {
      task = (await server.call('GET', `s/tasks/${task.id}`, { token, school: schoolId })).json.data;
      expect(task.state).toBe('done');
    },
    { timeout: 30_000, interval: 200 },
  );
  const res = await server.app.request(`/api/s/tasks/${task.id}/file`, { headers: { authorization: `Bearer ${token}`, 'x-school-id': String(schoolId) } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const text = (sheet: ExcelJS.Worksheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      // An empty cell is a hole in ExcelJS's values: read every position up to the last cell.
      const values = row.values as unknown[];
      rows.push(Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1] ?? '').map(String));
    });
    return rows;
  };
  return { task, rows: text(book.worksheets[0]!), about: text(book.getWorksheet('Thông tin')!) };
}

describe('member export', () => {
  it('writes a class’s students sorted by email, in the template’s columns, readable by a school', async () => {
    const { task, rows, about } = await exported({ kind: 'student', group: a1, sort: 'email' });
    expect(task.fileName).toBe('Danh sách học sinh – Trường THCS Nguyễn Du – Lớp 7A1.xlsx');
    expect(rows[0]).toEqual(MEMBER_EXPORT_COLUMNS.student.map((c) => c.title));
    expect(rows).toHaveLength(16);
    expect(rows[1]).toEqual(['1', 'Nguyễn', 'An', DEMO.student, '0912-345-678', 'Nữ', '15/08/2013', 'Lớp 7A1', 'Đang hoạt động']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(Array.from({ length: 15 }, (_, i) => `hs${String(i + 1).padStart(2, '0')}@nguyendu.edu.vn`));
    expect(about).toContainEqual(['Lớp', 'Lớp 7A1']);
    expect(about).toContainEqual(['Số dòng', '15']);
  }, 60_000);

  it('follows the search and the state, and leaves out another school’s members', async () => {
    const found = await exported({ kind: 'student', name: 'nguyen an' });
    expect(found.rows.slice(1).map((r) => r[3])).toEqual([DEMO.student]);

    const [hs05] = await server.db.select().from(t.users).where(eq(t.users.email, 'hs05@nguyendu.edu.vn'));
    await server.db
      .update(t.schoolMembers)
      .set({ isActive: false })
      .where(and(eq(t.schoolMembers.schoolId, schoolId), eq(t.schoolMembers.userId, hs05!.id)));
    try {
      const locked = await exported({ kind: 'student', status: 'inactive' });
      expect(locked.rows.slice(1).map((r) => [r[3], r[8]])).toEqual([['hs05@nguyendu.edu.vn', 'Đã khoá']]);
      expect(locked.task.fileName).toBe('Danh sách học sinh – Trường THCS Nguyễn Du – Đã khoá.xlsx');
    } finally {
      await server.db.update(t.schoolMembers).set({ isActive: true }).where(eq(t.schoolMembers.userId, hs05!.id));
    }

    const all = await exported({ kind: 'student' });
    expect(all.rows).toHaveLength(1 + 30 + BIG_GROUP);
    expect(all.rows.some((r) => r[3] === 'ngoai.truong@leloi.edu.vn')).toBe(false);
  }, 60_000);

  it('joins its batches: every row of a class larger than one batch, numbered and in order', async () => {
    const { rows } = await exported({ kind: 'student', group: big, sort: 'email' });
    expect(rows).toHaveLength(1 + BIG_GROUP);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: BIG_GROUP }, (_, i) => String(i + 1)));
    expect(rows.slice(1).map((r) => r[3])).toEqual(Array.from({ length: BIG_GROUP }, (_, i) => `xuat.${String(i).padStart(4, '0')}@nguyendu.edu.vn`));
  }, 60_000);

  it('writes the staff with their position and groups for the principal', async () => {
    const principal = await server.login(DEMO.principal);
    const { rows } = await exported({ kind: 'teacher', sort: 'email' }, principal);
    expect(rows[0]).toEqual(MEMBER_EXPORT_COLUMNS.teacher.map((c) => c.title));
    const lan = rows.find((r) => r[3] === DEMO.teacher)!;
    expect(lan).toEqual(['1', 'Phạm', 'Thị Lan', DEMO.teacher, '0987-654-321', 'Nữ', '', 'Giáo viên', 'Lớp 7A1', 'Đang hoạt động']);
    expect(rows.find((r) => r[3] === DEMO.schoolAdmin)![7]).toBe('Quản trị viên');
  }, 60_000);

  it('is refused to those who may not read the list, and bad filters get 422', async () => {
    const teacher = await server.login(DEMO.teacher);
    const student = await server.login(DEMO.student);
    expect((await start(teacher, { kind: 'teacher' })).status).toBe(403);
    expect((await start(student, { kind: 'student' })).status).toBe(403);
    expect((await start(student, { kind: 'teacher' })).status).toBe(403);
    expect((await start(admin, { kind: 'student', sort: 'birthday' })).status).toBe(422);
    expect((await start(admin, { kind: 'parent' })).status).toBe(422);
    expect((await start(admin, { kind: 'student', group: 0 })).status).toBe(422);
  });
});
