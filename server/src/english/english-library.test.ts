// English lessons in the libraries: a teacher writes a personal lesson and its items, imports rows all or nothing,
// sends it to the school; the principal reviews it in batch; practice offers it only once approved; students and
// roles without the permission get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';

let server: TestServer;
let teacher = '';
let principal = '';
let student = '';
let admin = '';
let school = 0;

beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.login(DEMO.teacher2);
  principal = await server.login(DEMO.principal);
  student = await server.login('hs22@nguyendu.edu.vn');
  admin = await server.login(DEMO.systemAdmin);
  school = await demoSchoolId(server);
});
afterAll(() => server.close());

const as = (token: string, method: string, path: string, body?: unknown) => server.call(method, path, { token, school, body });
const grade7 = async () => (await as(teacher, 'GET', 'selections/grades')).json.data.find((g: { name: string }) => g.name === 'Khối 7').id as number;

async function personalLesson(name: string) {
  const res = await as(teacher, 'POST', 's/personal/english_lessons', { name, textbookSeriesId: 5, gradeId: await grade7() });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}

describe('personal English lessons', () => {
  it('refuses a lesson without series or grade, in Vietnamese, field by field', async () => {
    const res = await as(teacher, 'POST', 's/personal/english_lessons', { name: 'Thiếu bộ sách' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ textbookSeriesId: [MSG.englishSeriesRequired], gradeId: [MSG.englishGradeRequired] });
  });

  it('saves unit, kind and items, marking words missing from the scorer’s dictionary', async () => {
    const id = await personalLesson('Unit 5 – Food');
    const saved = await as(teacher, 'PUT', `s/personal/english_lessons/${id}/content`, {
      unit: 'Unit 5',
      kind: 'word',
      items: [
        { text: 'noodles', meaning: 'mì', phonetic: '/ˈnuːdlz/', example: 'I like noodles.' },
        { text: 'phởbò', meaning: 'phở bò' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.items).toEqual([
      expect.objectContaining({ text: 'noodles', example: 'I like noodles.', generatedWords: [] }),
      expect.objectContaining({ text: 'phởbò', generatedWords: ['phởbò'] }),
    ]);
    const list = await as(teacher, 'GET', 's/personal/english_lessons?name=food');
    expect(list.json.data).toEqual([expect.objectContaining({ id, unit: 'Unit 5', kind: 'word', gradeLevel: 7, itemCount: 2 })]);
    const ids = async (q: string) => (await as(teacher, 'GET', `s/personal/english_lessons?${q}`)).json.data.map((l: { id: number }) => l.id);
    expect(await ids('kind=word')).toContain(id);
    expect(await ids('kind=sentence')).not.toContain(id);
    expect((await as(teacher, 'GET', 's/personal/english_lessons?kind=song')).status).toBe(422);
    const bad = await as(teacher, 'PUT', `s/personal/english_lessons/${id}/content`, {
      unit: 'Unit 5',
      kind: 'word',
      items: [{ text: '  ' }, { text: 'rice', imageUrl: 'anh.png' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors['items.0.text']).toEqual([MSG.englishTextRequired]);
    expect(bad.json.errors['items.1.imageUrl']).toEqual([MSG.englishLinkInvalid]);
  });

  it('imports rows all or nothing: a preview with each row’s problem, then every row added', async () => {
    const id = await personalLesson('Unit 6 – Import');
    const rows = [{ text: 'apple', meaning: 'quả táo' }, { text: '' }, { text: 'banana', audioUrl: 'ftp://x' }];
    const preview = await as(teacher, 'POST', `s/personal/english_lessons/${id}/import`, { rows, dryRun: true });
    expect(preview.json.data).toEqual({
      total: 3,
      saved: false,
      issues: [
        { index: 1, field: 'text', message: MSG.englishTextRequired },
        { index: 2, field: 'audioUrl', message: MSG.englishLinkInvalid },
      ],
    });
    const refused = await as(teacher, 'POST', `s/personal/english_lessons/${id}/import`, { rows });
    expect(refused.status).toBe(422);
    expect(refused.json.errors['rows.1.text']).toEqual([MSG.englishTextRequired]);
    expect((await as(teacher, 'GET', `s/personal/english_lessons/${id}/content`)).json.data.items).toEqual([]);
    const done = await as(teacher, 'POST', `s/personal/english_lessons/${id}/import`, { rows: [rows[0], { text: 'banana' }] });
    expect(done.json.data).toMatchObject({ total: 2, saved: true });
    const content = await as(teacher, 'GET', `s/personal/english_lessons/${id}/content`);
    expect(content.json.data.items.map((i: { text: string }) => i.text)).toEqual(['apple', 'banana']);
  });
});

describe('copies', () => {
  it('copies a lesson with its items, and a colleague receives a copy of their own', async () => {
    const id = await personalLesson('Unit 10 – Copy');
    await as(teacher, 'PUT', `s/personal/english_lessons/${id}/content`, { unit: 'Unit 10', kind: 'word', items: [{ text: 'planet' }, { text: 'rocket' }] });
    const copy = await as(teacher, 'POST', `s/personal/english_lessons/${id}/copy`);
    expect(copy.status).toBe(201);
    const copied = await as(teacher, 'GET', `s/personal/english_lessons/${copy.json.data.id}/content`);
    expect(copied.json.data).toMatchObject({ unit: 'Unit 10', kind: 'word', items: [{ text: 'planet' }, { text: 'rocket' }] });

    const lan = await server.login(DEMO.teacher);
    const me = (await server.call('GET', 'sessions/current', { token: lan })).json.data.user.id as number;
    const sent = await as(teacher, 'POST', `s/personal/english_lessons/${id}/share_to_user/${me}`);
    expect(sent.status).toBe(201);
    const theirs = await as(lan, 'GET', `s/personal/english_lessons/${sent.json.data.id}/content`);
    expect(theirs.json.data.items.map((i: { text: string }) => i.text)).toEqual(['planet', 'rocket']);
    // The original stays the sender's alone.
    expect((await as(lan, 'GET', `s/personal/english_lessons/${id}`)).status).toBe(404);
  });
});

describe('school review and practice', () => {
  it('offers a lesson sent to the school to students only once approved, and batch deletes', async () => {
    const own = await personalLesson('Unit 7 – Traffic');
    await as(teacher, 'PUT', `s/personal/english_lessons/${own}/content`, { unit: 'Unit 7', kind: 'sentence', items: [{ text: 'Always wear a helmet.' }] });
    const shared = await as(teacher, 'POST', `s/personal/english_lessons/${own}/share_to_school`);
    expect(shared.status).toBe(201);
    const schoolId = shared.json.data.id as number;
    const titles = async () => (await as(student, 'GET', 's/english_contents/lessons?kind=sentence')).json.data.map((l: { title: string }) => l.title);
    expect(await titles()).not.toContain('Unit 7 – Traffic');
    // The personal original is never practised either.
    expect((await as(student, 'GET', 's/english_contents?text=helmet')).json.data).toEqual([]);

    const pending = await as(principal, 'GET', 's/english_lessons?status=pending');
    expect(pending.json.reviewer).toBe(true);
    expect(pending.json.data.map((l: { id: number }) => l.id)).toContain(schoolId);
    const noReason = await as(principal, 'POST', 's/english_lessons/reject', { ids: [schoolId] });
    expect(noReason.status).toBe(422);
    expect((await as(principal, 'POST', 's/english_lessons/approve', { ids: [schoolId] })).json.data).toEqual({ changed: 1 });
    expect(await titles()).toContain('Unit 7 – Traffic');
    expect((await as(student, 'GET', 's/english_contents?text=helmet')).json.data).toEqual([expect.objectContaining({ text: 'Always wear a helmet.' })]);

    expect((await as(principal, 'POST', 's/english_lessons/pending', { ids: [schoolId] })).json.data).toEqual({ changed: 1 });
    expect(await titles()).not.toContain('Unit 7 – Traffic');
    expect((await as(teacher, 'POST', 's/english_lessons/delete', { ids: [schoolId] })).status).toBe(403);
    expect((await as(principal, 'POST', 's/english_lessons/delete', { ids: [schoolId] })).json.data).toEqual({ deleted: 1 });
    expect((await as(principal, 'GET', `s/english_lessons/${schoolId}`)).status).toBe(404);
  });

  it('downloads a lesson as a spreadsheet', async () => {
    const id = await personalLesson('Unit 8 – Download');
    const res = await server.call('GET', `s/personal/english_lessons/${id}/download`, { token: teacher, school });
    expect(res.status).toBe(200);
  });

  it('keeps the system library to system administrators', async () => {
    const list = await server.call('GET', 'english_lessons', { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.data.map((l: { name: string }) => l.name)).toContain('Hobbies – mẫu câu');
    expect((await as(teacher, 'GET', 'english_lessons')).status).toBe(403);
  });

  it('refuses students and teachers the school library, and students the personal one', async () => {
    expect((await as(student, 'GET', 's/english_lessons')).status).toBe(403);
    expect((await as(student, 'GET', 's/personal/english_lessons')).status).toBe(403);
    expect((await as(student, 'POST', 's/personal/english_lessons', { name: 'x', textbookSeriesId: 5, gradeId: 7 })).status).toBe(403);
    expect((await as(teacher, 'GET', 's/english_lessons')).status).toBe(403);
    expect((await as(teacher, 'POST', 's/english_lessons/approve', { ids: [1] })).status).toBe(403);
  });
});
