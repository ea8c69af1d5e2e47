// Lectures in the three libraries: made as one slide titled with their name, listed with their slide count and cover,
// found by the words of their slides, copied with their deck, kept while a mission gives them, and offered to
// missions from the school's approved lectures and the teacher's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId, userId } from '../speech/test-support.ts';
import type { LectureDetail, LectureItem, MediaBlock } from '../../../src/shared/lecture.ts';
import type { MissionBooks } from '../../../src/shared/mission.ts';
import { CALLERS, lectureId, media, picture, slide, text, type Caller } from './test-support.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let school = 0;
const tokens = {} as Record<Caller, string>;

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  for (const [who, email] of Object.entries(CALLERS)) tokens[who as Caller] = await server.login(email);
});
afterAll(() => server.close());

const call = (who: Caller, method: string, path: string, body?: unknown) =>
  server.call(method, path, { token: tokens[who], school: path.startsWith('s/') ? school : undefined, body });
const deckOf = async (who: Caller, id: number) => (await call(who, 'GET', `lecture_decks/${id}`)).json.data as LectureDetail;
const save = (who: Caller, id: number, body: unknown) =>
  server.call('PUT', `lecture_decks/${id}`, { token: tokens[who], body, headers: { 'idempotency-key': randomUUID() } });

describe('a new lecture', () => {
  it('is made at each level as one white slide titled with its name', async () => {
    const name = 'Ôn tập <Unit 3> & 4';
    for (const [who, path, level, status] of [
      ['admin', 'lectures', 'system', 'approved'],
      ['lan', 's/lectures', 'school', 'pending'],
      ['principal', 's/lectures', 'school', 'approved'],
      ['lan', 's/personal/lectures', 'personal', 'approved'],
    ] as const) {
      const res = await call(who, 'POST', path, { name, description: 'Bài ôn tập cuối tuần' });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const item = res.json.data as LectureItem;
      expect(item).toMatchObject({ name, description: 'Bài ôn tập cuối tuần', level, status, slideCount: 1, coverUrl: null });
      const { deck } = await deckOf(who, item.id);
      expect(deck.slides).toHaveLength(1);
      expect(deck.slides[0]).toMatchObject({ background: '#ffffff', image: null, notes: '' });
      expect(deck.slides[0]!.blocks).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'text',
          rect: { x: 8, y: 8, w: 84, h: 18 },
          html: '<p><strong>Ôn tập &lt;Unit 3&gt; &amp; 4</strong></p>',
          text: name,
        },
      ]);
    }
    expect((await call('student', 'POST', 's/lectures', { name: 'x' })).status).toBe(403);
    expect((await call('lan', 'POST', 'lectures', { name: 'x' })).status).toBe(403);
  });
});

describe('the lists', () => {
  it('show each lecture’s slide count and cover', async () => {
    const list = (await call('lan', 'GET', 's/lectures?perPage=50')).json.data as LectureItem[];
    expect(list.find((l) => l.name === 'Unit 1: Hobbies')).toMatchObject({ slideCount: 4, coverUrl: null, status: 'approved' });

    const id = (await call('lan', 'POST', 's/personal/lectures', { name: 'Có ảnh bìa' })).json.data.id as number;
    const mediaId = await picture(server, await userId(server, CALLERS.lan), school, { thumbnail: true });
    expect((await save('lan', id, { slides: [slide([text('<p>Bìa</p>'), media(mediaId)])] })).status).toBe(200);
    const placed = (await deckOf('lan', id)).deck.slides[0]!.blocks.find((b): b is MediaBlock => b.type === 'media')!;
    const cover = async () => ((await call('lan', 'GET', 's/personal/lectures?perPage=50')).json.data as LectureItem[]).find((l) => l.id === id)!.coverUrl;
    expect(await cover()).toBe(`${placed.url}/thumbnail`);
    const image = `/api/files/${randomUUID()}`;
    await save('lan', id, { slides: [slide([], { image }), slide([text('<p>Trang 2</p>')])] });
    expect(await cover()).toBe(image);
  });

  it('find a lecture by the words of its slides, without diacritics, also after its name changes', async () => {
    const names = async () => ((await call('lan', 'GET', 's/lectures?name=quang%20hop')).json.data as LectureItem[]).map((l) => l.name);
    expect(await names()).toEqual(['Cấu tạo tế bào thực vật']);
    const id = await lectureId(server, 'Cấu tạo tế bào thực vật');
    expect((await call('principal', 'PATCH', `s/lectures/${id}`, { name: 'Tế bào thực vật' })).status).toBe(200);
    expect(await names()).toEqual(['Tế bào thực vật']);
  });
});

describe('copies and deletes', () => {
  it('share to the school with the deck', async () => {
    const id = (await call('lan', 'POST', 's/personal/lectures', { name: 'Để chia sẻ' })).json.data.id as number;
    await save('lan', id, { slides: [slide([text('<p><strong>Một</strong></p>')]), slide([text('<ul><li><p>Hai</p></li></ul>')])] });
    const shared = await call('lan', 'POST', `s/personal/lectures/${id}/share_to_school`, {});
    expect(shared.status).toBe(201);
    const copy = await deckOf('lan', shared.json.data.id);
    expect(copy).toMatchObject({ level: 'school', schoolId: school, canEdit: true });
    expect(copy.deck).toEqual((await deckOf('lan', id)).deck);
    const [row] = await server.db.select().from(t.lectures).where(eq(t.lectures.id, copy.id));
    expect(row).toMatchObject({ status: 'pending', slideCount: 2, body: 'Một\n\nHai', sourceId: id });
  });

  it('refuse to delete a lecture a mission gives', async () => {
    const id = await lectureId(server, 'Sự chuyển thể của chất – Vòng tuần hoàn của nước');
    const [group] = await server.db.select().from(t.schoolGroups).where(eq(t.schoolGroups.name, 'Lớp 7A1'));
    const hour = 3600_000;
    const mission = await call('lan', 'POST', 's/v2/missions', {
      groupId: group!.id,
      title: 'Đọc bài vòng tuần hoàn của nước',
      startAt: new Date().toISOString(),
      dueAt: new Date(Date.now() + 48 * hour).toISOString(),
      tasks: [{ taskType: 'lecture', lectureId: id }],
    });
    expect(mission.status, JSON.stringify(mission.json)).toBe(200);
    const refused = await call('lan', 'DELETE', `s/personal/lectures/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(SERVER_MSG.lectureInUse);
  });
});

describe('missions', () => {
  it('offer the school’s approved lectures and the teacher’s own, never a colleague’s', async () => {
    const groups = await server.db.select().from(t.schoolGroups);
    const books = async (who: Caller, group: string) =>
      ((await call(who, 'GET', `s/mission-books?groupId=${groups.find((g) => g.name === group)!.id}`)).json.data as MissionBooks).lectures.map((l) => l.title);
    const lan = await books('lan', 'Lớp 7A1');
    expect(lan).toEqual(expect.arrayContaining(['Unit 1: Hobbies', 'Sự chuyển thể của chất – Vòng tuần hoàn của nước']));
    expect(lan).not.toContain('Số hữu tỉ và biểu diễn trên trục số');
    expect(lan).not.toContain('Hệ Mặt Trời');
    const minh = await books('minh', 'Lớp 7A2');
    expect(minh).toContain('Unit 1: Hobbies');
    expect(minh).not.toContain('Sự chuyển thể của chất – Vòng tuần hoàn của nước');
  });
});
