// The demo lectures: the school library's (approved ones for its teachers and students, Ms Lan's one under review for
// her and the principal), her own lecture and the system's two, each a deck of several slides with formatted text and
// copies of demo bank questions (the system's atoms lecture an area and a game too); once the media are made, their
// pictures and the chime are placed and served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { DEMO_VIDEO, seedMedia } from '../media/seed.ts';
import type { LectureDetail, LectureItem, MediaBlock } from '../../../src/shared/lecture.ts';
import { seedLectureMedia } from './seed-media.ts';

let server: TestServer;
let school = 0;

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
});
afterAll(() => server.close());

const list = async (email: string, path: string) => {
  const res = await server.call('GET', `${path}?perPage=50&sort=oldest`, {
    token: await server.login(email),
    school: path.startsWith('s/') ? school : undefined,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as LectureItem[];
};
const deck = async (email: string, id: number) =>
  (await server.call('GET', `lecture_decks/${id}`, { token: await server.login(email) })).json.data as LectureDetail;

describe('demo lectures', () => {
  it('fill the school library, approved ones for everyone in it and the pending one for its author and reviewer', async () => {
    const approved = ['Unit 1: Hobbies', 'Unit 2: Healthy living', 'Thì hiện tại đơn', 'Cấu tạo tế bào thực vật'];
    expect((await list(DEMO.student, 's/lectures')).map((l) => l.name)).toEqual(approved);
    expect((await list(DEMO.teacher2, 's/lectures')).map((l) => l.name)).toEqual(approved);
    for (const email of [DEMO.teacher, DEMO.principal]) {
      expect((await list(email, 's/lectures')).find((l) => l.status === 'pending')?.name).toBe('Số hữu tỉ và biểu diễn trên trục số');
    }
    expect((await list(DEMO.teacher, 's/personal/lectures')).map((l) => l.name)).toEqual(['Sự chuyển thể của chất – Vòng tuần hoàn của nước']);
    expect((await list(DEMO.systemAdmin, 'lectures')).map((l) => l.name)).toEqual(['Hệ Mặt Trời', 'Nguyên tử và phân tử']);
  });

  it('are decks of three to five slides with lists, bold text and bank questions', async () => {
    const all = [
      ...(await list(DEMO.principal, 's/lectures')),
      ...(await list(DEMO.teacher, 's/personal/lectures')),
      ...(await list(DEMO.systemAdmin, 'lectures')),
    ];
    for (const l of all) expect(l.slideCount, l.name).toBeGreaterThanOrEqual(3);
    for (const l of all) expect(l.slideCount, l.name).toBeLessThanOrEqual(5);
    const unit1 = await deck(DEMO.student, all.find((l) => l.name === 'Unit 1: Hobbies')!.id);
    const html = unit1.deck.slides.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'text' ? [b.html] : []))).join('');
    expect(html).toMatch(/<ul><li><p><strong>collecting<\/strong>/);
    const asked = unit1.deck.slides.flatMap((s) => s.blocks).find((b) => b.type === 'question');
    expect(asked?.type === 'question' && asked.question.questionType).toBe('essay');
    const atoms = await deck(DEMO.student, all.find((l) => l.name === 'Nguyên tử và phân tử')!.id);
    expect(atoms.deck.slides.at(-1)!.blocks.find((b) => b.type === 'question')).toMatchObject({
      question: { content: { text: 'Hạt nào mang điện tích âm trong nguyên tử?' } },
    });
    // A new user finds an area and a game there: a box opening a question, a slide playing the system bank's game.
    const blocks = atoms.deck.slides.flatMap((s) => s.blocks);
    expect(blocks.find((b) => b.type === 'area')).toMatchObject({
      label: 'Thử sức: điền vào chỗ trống về cấu tạo nguyên tử',
      target: { type: 'question', question: { questionType: 'fillInTheBlank' } },
    });
    expect(blocks.find((b) => b.type === 'game')).toMatchObject({ game: { title: 'Nối nguyên tố với kí hiệu hoá học', content: { kind: 'matching' } } });
  });

  it('show the demo media once they are made: pictures, the chime, the video and the system lecture’s cover', async () => {
    await seedMedia(server.db, server.storage);
    await seedLectureMedia(server.db);
    const own = (await list(DEMO.teacher, 's/personal/lectures'))[0]!;
    const placed = (await deck(DEMO.teacher, own.id)).deck.slides.flatMap((s) => s.blocks).filter((b): b is MediaBlock => b.type === 'media');
    expect(placed.map((b) => b.mediaType)).toEqual(['image', 'audio']);
    for (const b of placed) expect((await server.app.fetch(new Request(`http://localhost${b.url}`))).status).toBe(200);
    const cells = (await list(DEMO.student, 's/lectures')).find((l) => l.name === 'Cấu tạo tế bào thực vật')!;
    expect((await deck(DEMO.student, cells.id)).deck.slides[1]!.blocks.some((b) => b.type === 'media' && b.name === 'Cấu tạo tế bào thực vật')).toBe(true);
    const tense = (await list(DEMO.student, 's/lectures')).find((l) => l.name === 'Thì hiện tại đơn')!;
    expect(tense.slideCount).toBe(5);
    const video = (await deck(DEMO.student, tense.id)).deck.slides[2]!.blocks.find((b): b is MediaBlock => b.type === 'media');
    expect(video).toMatchObject({ mediaType: 'video', name: DEMO_VIDEO, contentType: 'video/webm', thumbnailUrl: expect.stringMatching(/^\/api\/files\//) });
    const [sun] = await list(DEMO.systemAdmin, 'lectures');
    expect(sun!.coverUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/);
  });
});
