// Free lectures (spec §2 free resources): anyone, signed in or not, lists the approved system lectures marked free
// and opens their decks read-only; a manager of free resources marks which. "Hệ Mặt Trời" is free in the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { seedMedia } from '../media/seed.ts';
import { seedLectureMedia } from '../lectures/seed-media.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { lectureId } from '../lectures/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { FreeLecture, FreeLecturePage } from '../../../src/shared/book.ts';
import type { LectureDetail, LectureItem } from '../../../src/shared/lecture.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let admin = '';
let teacher = '';
let school = 0;

beforeAll(async () => {
  server = await startTestServer();
  await seedMedia(server.db, server.storage);
  await seedLectureMedia(server.db);
  admin = await server.login(DEMO.systemAdmin);
  teacher = await server.login(DEMO.teacher);
  school = await demoSchoolId(server);
}, 60_000);
afterAll(() => server.close());

describe('free lectures without signing in', () => {
  it('lists the free system lectures with what a shelf shows', async () => {
    const res = await server.call('GET', 'free/lectures');
    expect(res.status).toBe(200);
    const page = res.json as FreeLecturePage;
    expect(page.pagination).toEqual({ total: 1, page: 1, perPage: 12 });
    const [sun] = page.data as [FreeLecture];
    expect(sun).toEqual({
      id: await lectureId(server, 'Hệ Mặt Trời'),
      name: 'Hệ Mặt Trời',
      description: 'Tám hành tinh và vị trí của Trái Đất trong Hệ Mặt Trời.',
      slideCount: 3,
      coverUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/),
      subject: { id: expect.any(Number), name: 'Khoa học tự nhiên' },
      grade: { id: expect.any(Number), name: 'Khối 6' },
      updatedAt: expect.any(String),
    });
    expect((await server.call('GET', 'free/lectures?name=hanh%20tinh')).json.data).toHaveLength(1);
    expect((await server.call('GET', `free/lectures?subjectIds=${sun.subject!.id}&gradeIds=${sun.grade!.id}`)).json.data).toHaveLength(1);
    expect((await server.call('GET', 'free/lectures?name=nguyen%20tu')).json.data).toEqual([]);
  });

  it('opens a free lecture’s deck read-only, and nothing else', async () => {
    const id = await lectureId(server, 'Hệ Mặt Trời');
    const res = await server.call('GET', `free/lectures/${id}/deck`);
    expect(res.status).toBe(200);
    const detail = res.json.data as LectureDetail;
    expect(detail).toMatchObject({ id, name: 'Hệ Mặt Trời', level: 'system', schoolId: null, canEdit: false });
    expect(detail.deck.slides).toHaveLength(3);
    const signedIn = (await server.call('GET', `lecture_decks/${id}`, { token: teacher })).json.data as LectureDetail;
    expect(detail.deck).toEqual(signedIn.deck);
    for (const title of ['Nguyên tử và phân tử', 'Unit 1: Hobbies']) {
      const other = await server.call('GET', `free/lectures/${await lectureId(server, title)}/deck`);
      expect(other.status, title).toBe(404);
      expect(other.json.message).toBe(MSG.notFound);
    }
  });
});

describe('marking lectures free', () => {
  it('a system administrator makes an approved system lecture free, and the lists say so', async () => {
    const atoms = await lectureId(server, 'Nguyên tử và phân tử');
    const res = await server.call('PATCH', `lectures/${atoms}/free`, { token: admin, body: { isFree: true } });
    expect(res.json).toEqual({ data: { id: atoms, isFree: true } });
    const names = ((await server.call('GET', 'free/lectures')).json as FreeLecturePage).data.map((l) => l.name);
    expect(names).toEqual(['Hệ Mặt Trời', 'Nguyên tử và phân tử']);
    const system = (await server.call('GET', 'lectures?perPage=50', { token: admin })).json.data as LectureItem[];
    expect(system.map((l) => [l.name, l.isFree]).sort()).toEqual([
      ['Hệ Mặt Trời', true],
      ['Nguyên tử và phân tử', true],
    ]);
    await server.call('PATCH', `lectures/${atoms}/free`, { token: admin, body: { isFree: false } });
    expect((await server.call('GET', `free/lectures/${atoms}/deck`)).status).toBe(404);
    const inSchool = (await server.call('GET', 's/lectures?perPage=50', { token: teacher, school })).json.data as LectureItem[];
    expect(inSchool.every((l) => l.isFree === false)).toBe(true);
  });

  it('refuses a school lecture, an unknown one, bad input and a caller without the permission', async () => {
    const unit1 = await lectureId(server, 'Unit 1: Hobbies');
    const refused = await server.call('PATCH', `lectures/${unit1}/free`, { token: admin, body: { isFree: true } });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(SERVER_MSG.lectureFreeSystemOnly);
    const [row] = await server.db.select({ isFree: t.lectures.isFree }).from(t.lectures).where(eq(t.lectures.id, unit1));
    expect(row!.isFree).toBe(false);
    expect((await server.call('PATCH', 'lectures/999999/free', { token: admin, body: { isFree: true } })).status).toBe(404);
    expect((await server.call('PATCH', `lectures/${unit1}/free`, { token: admin, body: { isFree: 'yes' } })).json.errors).toEqual({
      isFree: [MSG.invalidInput],
    });
    const sun = await lectureId(server, 'Hệ Mặt Trời');
    expect((await server.call('PATCH', `lectures/${sun}/free`, { token: teacher, body: { isFree: false } })).status).toBe(403);
    expect((await server.call('PATCH', `lectures/${sun}/free`, { body: { isFree: false } })).status).toBe(401);
  });
});
