// The system administrator's catalogues: listed in the order the selections follow and searched without accents;
// added last, renamed, moved to a place; names unique without case or accents (a topic's per subject), trimmed and
// bounded; deleting refused with how many things use the entry, counted over every table naming it; an inactive
// supplier leaves the selections but stays on its items; nobody without the system permissions reaches any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { CATALOGUE_MSG, CATALOGUE_KINDS } from '../../../src/shared/catalogues.ts';
import { fillPlaceholders } from '../../../src/shared/ui-text.ts';
import { NAME_SEARCH_MAX } from '../../../src/shared/constants.ts';

let server: TestServer;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.systemAdmin);
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, token = admin) => server.call(method, path, { token, body });
const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((r) => r.name);

async function idOf(table: typeof t.subjects | typeof t.suppliers | typeof t.topics | typeof t.grades, name: string) {
  const [row] = await server.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row!.id;
}

describe('subjects', () => {
  it('lists every subject in order with its place and usage, searches without accents', async () => {
    const res = await call('GET', 'subjects');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Toán', 'Ngữ văn', 'Tiếng Anh', 'Khoa học tự nhiên', 'Lịch sử và Địa lí', 'Tin học', 'Công nghệ', 'Giáo dục công dân']);
    expect(res.json.data.map((r: { position: number }) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.json.pagination).toEqual({ total: 8, page: 1, perPage: 12 });
    const english = res.json.data.find((r: { name: string }) => r.name === 'Tiếng Anh');
    expect(english.usage).toBeGreaterThan(2);
    const found = await call('GET', 'subjects?name=LICH SU');
    expect(names(found)).toEqual(['Lịch sử và Địa lí']);
    expect(found.json.data[0].position).toBe(5);
    // As long a search as the app's list address keeps is answered; a longer one is refused.
    expect((await call('GET', `subjects?name=${'a'.repeat(NAME_SEARCH_MAX)}`)).json.data).toEqual([]);
    expect((await call('GET', `subjects?name=${'a'.repeat(NAME_SEARCH_MAX + 1)}`)).status).toBe(422);
  });

  it('adds a subject last, trimmed, and offers it in the selection in that place', async () => {
    const res = await call('POST', 'subjects', { name: '  Âm   nhạc ' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Âm nhạc', position: 9, usage: 0 });
    const selection = await call('GET', 'selections/subjects');
    expect(names(selection).at(-1)).toBe('Âm nhạc');
  });

  it('refuses a name another subject has, letter case and accents aside, and keeps the message Vietnamese', async () => {
    const dup = await call('POST', 'subjects', { name: 'TOAN' });
    expect(dup.status).toBe(422);
    expect(dup.json.errors.name).toEqual([fillPlaceholders(CATALOGUE_MSG.nameExists, ['môn học', 'Toán'])]);
    const empty = await call('POST', 'subjects', { name: '   ' });
    expect(empty.json.errors.name).toEqual(['Vui lòng nhập tên môn học']);
    const long = await call('POST', 'subjects', { name: 'x'.repeat(101) });
    expect(long.json.errors.name).toEqual(['Tên môn học không được quá 100 kí tự']);
  });

  it('renames a subject, itself in another case included, never onto another name', async () => {
    const id = (await call('POST', 'subjects', { name: 'Mĩ thuật' })).json.data.id;
    const res = await call('PATCH', `subjects/${id}`, { name: 'Mỹ thuật' });
    expect(res.status).toBe(200);
    expect(res.json.data.name).toBe('Mỹ thuật');
    expect((await call('PATCH', `subjects/${id}`, { name: 'MỸ THUẬT' })).status).toBe(200);
    const clash = await call('PATCH', `subjects/${id}`, { name: 'ngu van' });
    expect(clash.status).toBe(422);
    expect(clash.json.errors.name[0]).toContain('“Ngữ văn”');
    expect((await call('PATCH', 'subjects/999999', { name: 'Khác' })).status).toBe(404);
  });

  it('moves a subject to a place; the list and the selection follow', async () => {
    const id = await idOf(t.subjects, 'Tin học');
    const res = await call('PATCH', 'subjects/order', { id, position: 1 });
    expect(res.status).toBe(200);
    expect(res.json.data.position).toBe(1);
    expect(names(await call('GET', 'selections/subjects')).slice(0, 3)).toEqual(['Tin học', 'Toán', 'Ngữ văn']);
    // Down again, past the end: last.
    await call('PATCH', 'subjects/order', { id, position: 500 });
    const list = await call('GET', 'subjects');
    expect(names(list).at(-1)).toBe('Tin học');
    expect(list.json.data.map((r: { position: number }) => r.position)).toEqual(list.json.data.map((_: unknown, i: number) => i + 1));
    const bad = await call('PATCH', 'subjects/order', { id, position: 0 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.position).toEqual([CATALOGUE_MSG.positionInvalid]);
  });

  it('refuses to delete a subject in use, saying how many things use it over every table', async () => {
    const id = await idOf(t.subjects, 'Tiếng Anh');
    const n = async (
      table:
        | typeof t.exams
        | typeof t.lectures
        | typeof t.questionCollections
        | typeof t.mediaResources
        | typeof t.books
        | typeof t.schedules
        | typeof t.schoolGroups
        | typeof t.topics,
    ) => (await server.db.select({ n: count() }).from(table).where(eq(table.subjectId, id)))[0]!.n;
    const parts: [string, number][] = [
      ['đề thi', await n(t.exams)],
      ['bài giảng', await n(t.lectures)],
      ['ngân hàng câu hỏi', await n(t.questionCollections)],
      ['học liệu', await n(t.mediaResources)],
      ['sách điện tử', await n(t.books)],
      ['giáo án', await n(t.schedules)],
      ['nhóm học tập', await n(t.schoolGroups)],
      ['chủ đề', await n(t.topics)],
    ];
    const used = parts.filter(([, k]) => k > 0);
    const total = used.reduce((a, [, k]) => a + k, 0);
    expect(used.length).toBeGreaterThan(2);
    const res = await call('DELETE', `subjects/${id}`);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(`Không thể xoá: môn học đang được dùng ở ${total} nội dung (${used.map(([label, k]) => `${k} ${label}`).join(', ')})`);
    expect((await call('GET', `subjects?name=tieng anh`)).json.data[0].usage).toBe(total);
    expect(await idOf(t.subjects, 'Tiếng Anh')).toBe(id);
  });

  it('deletes a subject nothing uses', async () => {
    const id = await idOf(t.subjects, 'Âm nhạc');
    expect((await call('DELETE', `subjects/${id}`)).status).toBe(200);
    expect(names(await call('GET', 'selections/subjects'))).not.toContain('Âm nhạc');
    expect((await call('DELETE', `subjects/${id}`)).status).toBe(404);
  });
});

describe('grades', () => {
  it('adds a grade with its school year, checks the year, orders the selection', async () => {
    const bad = await call('POST', 'grades', { name: 'Khối 13', level: 13 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.level).toEqual([CATALOGUE_MSG.gradeLevelInvalid]);
    const res = await call('POST', 'grades', { name: 'Khối 6 chuyên', level: 6 });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Khối 6 chuyên', level: 6, position: 13 });
    await call('PATCH', 'grades/order', { id: res.json.data.id, position: 7 });
    const selection = await call('GET', 'selections/grades');
    expect(names(selection).slice(5, 8)).toEqual(['Khối 6', 'Khối 6 chuyên', 'Khối 7']);
    expect(selection.json.data[6]).toEqual({ id: res.json.data.id, name: 'Khối 6 chuyên', level: 6 });
    expect((await call('DELETE', `grades/${res.json.data.id}`)).status).toBe(200);
    const used = await call('DELETE', `grades/${await idOf(t.grades, 'Khối 7')}`);
    expect(used.status).toBe(422);
    expect(used.json.message).toMatch(/^Không thể xoá: khối lớp đang được dùng ở \d+ nội dung \(.*2 nhóm học tập.*\)$/);
  });
});

describe('suppliers', () => {
  it('an inactive supplier leaves the selection but stays on its items and in the list', async () => {
    const id = await idOf(t.suppliers, 'NXB Giáo dục Việt Nam');
    const [filed] = await server.db.select({ n: count() }).from(t.questionCollections).where(eq(t.questionCollections.supplierId, id));
    expect(filed!.n).toBeGreaterThan(0);
    const off = await call('PATCH', `suppliers/${id}/inactive`);
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ isActive: false, usage: expect.any(Number) });
    expect(names(await call('GET', 'selections/suppliers'))).not.toContain('NXB Giáo dục Việt Nam');
    const [still] = await server.db.select({ n: count() }).from(t.questionCollections).where(eq(t.questionCollections.supplierId, id));
    expect(still!.n).toBe(filed!.n);
    expect((await call('GET', 'suppliers?name=giao duc')).json.data[0]).toMatchObject({ id, isActive: false });
    expect((await call('PATCH', `suppliers/${id}/active`)).json.data.isActive).toBe(true);
    expect(names(await call('GET', 'selections/suppliers'))[0]).toBe('NXB Giáo dục Việt Nam');
  });

  it('pages the list and refuses a name taken without accents', async () => {
    const page = await call('GET', 'suppliers?perPage=2&page=2');
    expect(page.json.data.map((r: { position: number }) => r.position)).toEqual([3, 4]);
    const dup = await call('POST', 'suppliers', { name: 'nxb dai hoc su pham' });
    expect(dup.json.errors.name).toEqual([fillPlaceholders(CATALOGUE_MSG.nameExists, ['nhà cung cấp', 'NXB Đại học Sư phạm'])]);
  });
});

describe('topics', () => {
  it('names topics apart per subject, checks the subject, moves one', async () => {
    const math = await idOf(t.subjects, 'Toán');
    const literature = await idOf(t.subjects, 'Ngữ văn');
    const a = await call('POST', 'topics', { name: 'Ôn tập chương 1', subjectId: math });
    expect(a.status).toBe(201);
    expect(a.json.data).toMatchObject({ subjectId: math, subjectName: 'Toán' });
    expect((await call('POST', 'topics', { name: 'Ôn tập chương 1', subjectId: literature })).status).toBe(201);
    expect((await call('POST', 'topics', { name: 'on tap chuong 1', subjectId: math })).status).toBe(422);
    expect((await call('POST', 'topics', { name: 'Ôn tập chương 1' })).status).toBe(201);
    const ghost = await call('POST', 'topics', { name: 'Ma', subjectId: 999999 });
    expect(ghost.json.errors.subjectId).toEqual([CATALOGUE_MSG.topicSubjectInvalid]);
    await call('PATCH', 'topics/order', { id: a.json.data.id, position: 2 });
    const selection = await call('GET', 'selections/topics');
    expect(selection.json.data[1]).toEqual({ id: a.json.data.id, name: 'Ôn tập chương 1', subjectId: math });
    const used = await call('DELETE', `topics/${await idOf(t.topics, 'Số hữu tỉ')}`);
    expect(used.json.message).toMatch(/^Không thể xoá: chủ đề đang được dùng ở \d+ nội dung/);
  });
});

describe('access', () => {
  it('is refused to a school administrator, a teacher and a student, for every catalogue and action', async () => {
    const tokens = await Promise.all([DEMO.schoolAdmin, DEMO.teacher, DEMO.student].map((email) => server.login(email)));
    const subject = await idOf(t.subjects, 'Toán');
    for (const token of tokens) {
      for (const kind of CATALOGUE_KINDS) {
        for (const [method, path, body] of [
          ['GET', kind, undefined],
          ['POST', kind, { name: 'Mới', level: 1 }],
          ['PATCH', `${kind}/1`, { name: 'Mới', level: 1 }],
          ['PATCH', `${kind}/order`, { id: 1, position: 1 }],
          ['DELETE', `${kind}/1`, undefined],
        ] as const) {
          const res = await call(method, path, body, token);
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.json.message).toBe(MSG.forbidden);
        }
      }
      expect((await call('PATCH', 'suppliers/1/inactive', undefined, token)).status).toBe(403);
    }
    expect(await idOf(t.subjects, 'Toán')).toBe(subject);
    expect((await server.call('GET', 'subjects')).status).toBe(401);
  });
});
