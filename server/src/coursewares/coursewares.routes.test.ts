// Group coursewares: the teacher gives her group lectures, media and e-books she may give (never a colleague's own
// lecture) and takes them back; the group's students list them with what they need to open each and record their
// opens, which the teacher counts; a lecture given to a group opens read-only for its students; nobody else sees or
// gives anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import { lectureId } from '../lectures/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { CoursewareOpen, GivableCourseware, LearningCourseware, TeachingCourseware } from '../../../src/shared/courseware.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let world: ExamWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

const call = async (method: string, path: string, email: string, body?: unknown, key = randomUUID()) =>
  server.call(method, path, { token: await tokenFor(server, email), school: world.schoolId, body, headers: { 'Idempotency-Key': key } });

const teaching = (groupId = world.groups.a1) => `s/school_groups/${groupId}/coursewares`;
const learning = (groupId = world.groups.a1) => `s/personal/learning_groups/${groupId}/coursewares`;
const teacherList = async (email: string = DEMO.teacher) => (await call('GET', teaching(), email)).json.data as TeachingCourseware[];
const studentList = async (n: number) => (await call('GET', learning(), studentEmail(n))).json.data as LearningCourseware[];

/** A school media item (the harness's database has no demo media: they need the file storage). */
async function schoolSound(): Promise<number> {
  const [file] = await server.db
    .insert(t.storedFiles)
    .values({ key: `uploads/${randomUUID()}`, kind: 'media', schoolId: world.schoolId, contentType: 'audio/wav', size: 4410, etag: 'x' })
    .returning();
  const [item] = await server.db
    .insert(t.mediaResources)
    .values({ name: 'Bài hát Unit 1', mediaType: 'audio', fileId: file!.id, schoolId: world.schoolId, level: 'school', status: 'approved' })
    .returning();
  return item!.id;
}

/** A system e-book, ready or still being prepared. */
async function book(title: string, status: 'ready' | 'processing'): Promise<number> {
  const [file] = await server.db
    .insert(t.storedFiles)
    .values({ key: `uploads/${randomUUID()}`, kind: 'book', contentType: 'application/pdf', size: 123_456, etag: 'x' })
    .returning();
  const [row] = await server.db.insert(t.books).values({ title, fileId: file!.id, pageCount: 86, status, version: 'v1' }).returning();
  return row!.id;
}

describe('group coursewares', () => {
  it("lists the demo class's lectures with how many of its students opened each, and who", async () => {
    const list = await teacherList();
    expect(list.map((c) => [c.kind, c.title, c.subtitle, c.openedCount, c.studentCount])).toEqual([
      ['lecture', 'Unit 1: Hobbies', expect.stringMatching(/^\d+ trang chiếu$/), 3, 15],
      ['lecture', 'Thì hiện tại đơn', expect.stringMatching(/^\d+ trang chiếu$/), 2, 15],
    ]);
    expect(list[0]!.givenBy?.fullName).toBe('Phạm Thị Lan');
    // Its teachers open each for a look before the lesson, as the students do.
    expect(list[0]!.open).toEqual({ kind: 'lecture', lectureId: list[0]!.itemId });
    const opens = (await call('GET', `${teaching()}/${list[1]!.id}/opens`, DEMO.teacher)).json.data as CoursewareOpen[];
    expect(opens).toHaveLength(15);
    const opened = opens.filter((o) => o.firstOpenedAt !== null).map((o) => o.student.email);
    expect(opened.sort()).toEqual([studentEmail(1), studentEmail(4)]);
    expect((await call('GET', teaching(), DEMO.teacher)).json.canGive).toBe(true);
    // The school's overseers read it too.
    expect((await teacherList(DEMO.principal)).length).toBe(2);
  });

  it('offers what the teacher may give: her own, the school approved and the system lectures, marking those given', async () => {
    const minhOwn = (await call('POST', 's/personal/lectures', DEMO.teacher2, { name: 'Bài riêng của thầy Minh' })).json.data.id as number;
    const res = await call('GET', `${teaching()}/givable?kind=lecture`, DEMO.teacher);
    expect(res.status).toBe(200);
    const offered = res.json.data as GivableCourseware[];
    const byTitle = new Map(offered.map((g) => [g.title, g]));
    expect(byTitle.get('Unit 1: Hobbies')).toMatchObject({ level: 'school', given: true });
    expect(byTitle.get('Unit 2: Healthy living')).toMatchObject({ level: 'school', given: false });
    expect(byTitle.get('Sự chuyển thể của chất – Vòng tuần hoàn của nước')).toMatchObject({ level: 'personal' });
    expect(byTitle.get('Hệ Mặt Trời')).toMatchObject({ level: 'system' });
    // Not a colleague's own lecture, nor one waiting for review.
    expect(offered.map((g) => g.itemId)).not.toContain(minhOwn);
    expect(byTitle.has('Số hữu tỉ và biểu diễn trên trục số')).toBe(false);
    // Accents are not needed to find one.
    const found = (await call('GET', `${teaching()}/givable?kind=lecture&name=he mat troi`, DEMO.teacher)).json.data as GivableCourseware[];
    expect(found.map((g) => g.title)).toEqual(['Hệ Mặt Trời']);
  });

  it('gives a media item and an e-book, which the students list with how to open them, and counts their opens once per call', async () => {
    const sound = await schoolSound();
    const bookId = await book('Tiếng Anh 7 – Sách bài tập', 'ready');
    const give = await call('POST', teaching(), DEMO.teacher, { kind: 'media', itemId: sound, note: 'Nghe trước giờ học' });
    expect(give.status).toBe(201);
    expect(give.json.data).toMatchObject({
      kind: 'media',
      title: 'Bài hát Unit 1',
      subtitle: 'Âm thanh',
      size: 4410,
      note: 'Nghe trước giờ học',
      openedCount: 0,
    });
    expect((await call('POST', teaching(), DEMO.teacher, { kind: 'book', itemId: bookId })).status).toBe(201);
    expect((await call('POST', teaching(), DEMO.teacher, { kind: 'book', itemId: await book('Đang xử lý', 'processing') })).status).toBe(422);

    const list = await studentList(6);
    const media = list.find((c) => c.kind === 'media')!;
    expect(media.open).toMatchObject({ kind: 'media', mediaType: 'audio', contentType: 'audio/wav', url: expect.stringMatching(/^\/api\/files\//) });
    expect(media.openedAt).toBeNull();
    const ebook = list.find((c) => c.kind === 'book')!;
    expect(ebook).toMatchObject({ subtitle: '86 trang', size: 123_456 });
    expect(ebook.open).toMatchObject({ kind: 'book', book: { id: bookId, pageCount: 86, version: 'v1', fileUrl: expect.stringMatching(/^\/api\/files\//) } });
    expect(list.find((c) => c.title === 'Unit 1: Hobbies')!.open).toEqual({ kind: 'lecture', lectureId: await lectureId(server, 'Unit 1: Hobbies') });

    const key = randomUUID();
    const first = await call('POST', `s/user_courseware/${media.id}/open`, studentEmail(6), undefined, key);
    expect(first.json.data).toMatchObject({ recorded: true, openedAt: expect.any(String) });
    await call('POST', `s/user_courseware/${media.id}/open`, studentEmail(6), undefined, key);
    await call('POST', `s/user_courseware/${media.id}/open`, studentEmail(6));
    expect((await studentList(6)).find((c) => c.id === media.id)!.openedAt).toBe(first.json.data.openedAt);
    const [row] = await server.db.select().from(t.coursewareOpens).where(eq(t.coursewareOpens.coursewareId, media.id));
    expect(row!.count).toBe(2);
    // The teacher's own look does not count.
    expect((await call('POST', `s/user_courseware/${media.id}/open`, DEMO.teacher)).json.data.recorded).toBe(false);
    expect((await teacherList()).find((c) => c.id === media.id)).toMatchObject({ openedCount: 1, studentCount: 15 });
  });

  it('refuses what the teacher may not give, and an item the group already has', async () => {
    const minhOwn = (await call('POST', 's/personal/lectures', DEMO.teacher2, { name: 'Giáo án riêng' })).json.data.id as number;
    const refused = await call('POST', teaching(), DEMO.teacher, { kind: 'lecture', itemId: minhOwn });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.itemId).toEqual([SERVER_MSG.coursewareUnavailable]);
    const pending = await call('POST', teaching(), DEMO.teacher, { kind: 'lecture', itemId: await lectureId(server, 'Số hữu tỉ và biểu diễn trên trục số') });
    expect(pending.status).toBe(422);
    const again = await call('POST', teaching(), DEMO.teacher, { kind: 'lecture', itemId: await lectureId(server, 'Unit 1: Hobbies') });
    expect(again.status).toBe(422);
    expect(again.json.errors.itemId).toEqual([SERVER_MSG.coursewareAlreadyGiven]);
    const bad = await call('POST', teaching(), DEMO.teacher, { kind: 'video', itemId: 1 });
    expect(bad.json.errors.kind).toEqual([MSG.coursewareKindRequired]);
  });

  it('is given and read by the group only: students, other teachers and other groups are refused', async () => {
    const unit2 = await lectureId(server, 'Unit 2: Healthy living');
    expect((await call('POST', teaching(), studentEmail(2), { kind: 'lecture', itemId: unit2 })).status).toBe(403);
    expect((await call('GET', teaching(), studentEmail(2))).status).toBe(403);
    expect((await call('POST', teaching(), DEMO.teacher2, { kind: 'lecture', itemId: unit2 })).status).toBe(403);
    expect((await call('GET', teaching(), DEMO.teacher2)).status).toBe(403);
    // A student of 7A2 sees nothing of 7A1's and cannot count an open there.
    expect((await call('GET', learning(), studentEmail(20))).status).toBe(403);
    const [first] = await teacherList();
    expect((await call('POST', `s/user_courseware/${first!.id}/open`, studentEmail(20))).status).toBe(403);
    expect((await call('GET', `${teaching()}/${first!.id}/opens`, DEMO.teacher2)).status).toBe(403);
    // The teacher of the group is no student of it.
    expect((await call('GET', learning(), DEMO.teacher)).status).toBe(403);
    // Another school's id is unknown.
    expect((await call('POST', `s/user_courseware/999999/open`, studentEmail(2))).status).toBe(404);
  });

  it('takes an item back: it leaves the students list with its opens', async () => {
    const unit2 = await lectureId(server, 'Unit 2: Healthy living');
    const given = (await call('POST', teaching(), DEMO.principal, { kind: 'lecture', itemId: unit2 })).json.data as TeachingCourseware;
    expect(given.givenBy?.fullName).toBe('Nguyễn Thị Hồng');
    await call('POST', `s/user_courseware/${given.id}/open`, studentEmail(3));
    expect((await call('DELETE', `${teaching()}/${given.id}`, studentEmail(3))).status).toBe(403);
    expect((await call('DELETE', `${teaching()}/${given.id}`, DEMO.teacher)).status).toBe(200);
    expect((await call('DELETE', `${teaching()}/${given.id}`, DEMO.teacher)).status).toBe(404);
    expect((await studentList(3)).map((c) => c.itemId)).not.toContain(unit2);
    expect(await server.db.select().from(t.coursewareOpens).where(eq(t.coursewareOpens.coursewareId, given.id))).toEqual([]);
  });

  it("opens a teacher's own lecture read-only to her group's students once given, and to nobody else", async () => {
    const own = await lectureId(server, 'Sự chuyển thể của chất – Vòng tuần hoàn của nước');
    const deck = (email: string) => call('GET', `lecture_decks/${own}`, email);
    expect((await deck(studentEmail(7))).status).toBe(403);
    const given = (await call('POST', teaching(), DEMO.teacher, { kind: 'lecture', itemId: own })).json.data as TeachingCourseware;
    const read = await deck(studentEmail(7));
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ id: own, canEdit: false });
    expect((await call('PUT', `lecture_decks/${own}`, studentEmail(7), read.json.data.deck)).status).toBe(403);
    expect((await deck(studentEmail(20))).status).toBe(403);
    expect((await deck(DEMO.teacher2)).status).toBe(403);
    // Deleted from her library, it leaves the group with it.
    expect((await call('DELETE', `s/personal/lectures/${own}`, DEMO.teacher)).status).toBe(200);
    expect((await teacherList()).map((c) => c.id)).not.toContain(given.id);
  });
});
