// English content for the speaking screens: lessons by series and kind, items, the text-search list for phrases and
// the words list for single words (spec §5; single word lookup limit 1, page 1 per §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import { demoSchoolId } from './test-support.ts';

let server: TestServer;
let student = '';
let school = 0;

beforeAll(async () => {
  server = await startTestServer();
  student = await server.login(DEMO.student);
  school = await demoSchoolId(server);
});
afterAll(() => server.close());

const get = (path: string) => server.call('GET', path, { token: student, school });

describe('GET s/english_contents/lessons', () => {
  it('lists lessons of the textbook series with their kind and item count', async () => {
    const all = await get('s/english_contents/lessons');
    expect(all.status).toBe(200);
    const series = new Set(all.json.data.map((l: { seriesName: string }) => l.seriesName));
    expect(series).toEqual(new Set(['Global Success', 'i-learn Smart World', 'Friends Plus']));
    for (const kind of ['word', 'sentence', 'paragraph']) {
      expect(all.json.data.filter((l: { kind: string }) => l.kind === kind).length).toBeGreaterThanOrEqual(3);
    }
    const gs = await get('s/english_contents/lessons?seriesId=5&kind=sentence');
    expect(gs.json.data).toEqual([expect.objectContaining({ title: 'Hobbies – mẫu câu', grade: 7, unit: 'Unit 1', itemCount: 5 })]);
    expect((await get('s/english_contents/lessons?kind=song')).status).toBe(422);
  });
});

describe('GET s/english_contents', () => {
  it('lists a lesson’s items in order', async () => {
    const [lesson] = (await get('s/english_contents/lessons?seriesId=5&kind=sentence')).json.data;
    const res = await get(`s/english_contents?lessonId=${lesson.id}&status=approved&limit=2&page=1`);
    expect(res.json.pagination).toEqual({ total: 5, page: 1, perPage: 2 });
    expect(res.json.data[0]).toMatchObject({ text: 'My hobby is collecting stamps.', kind: 'sentence', meaning: 'Sở thích của tôi là sưu tầm tem.' });
  });

  it('finds items containing every word of a phrase, in any order', async () => {
    const res = await get('s/english_contents?text=swimming+weekend');
    expect(res.json.data.map((i: { text: string }) => i.text)).toEqual(['I usually go swimming at the weekend.']);
    expect((await get('s/english_contents?text=100%25')).json.data).toEqual([]);
  });
});

describe('GET s/english_contents/words', () => {
  it('looks a single word up with limit 1, page 1: the exact word first', async () => {
    const res = await get('s/english_contents/words?text=Stamp&limit=1&page=1');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([expect.objectContaining({ text: 'stamp', kind: 'word', phonetic: '/stæmp/' })]);
    expect(res.json.pagination).toEqual({ total: 1, page: 1, perPage: 1 });
    expect((await get('s/english_contents/words?text=zzz&limit=1&page=1')).json.data).toEqual([]);
  });
});
