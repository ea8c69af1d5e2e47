// Mini games through the API: made, played and edited by whoever may read or change their bank, each kind checked
// against its limits with a Vietnamese reason at its place, copied with the bank, gone with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { demoCallers } from '../exams/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import * as v from 'valibot';
import type { MiniGame, MiniGameSummary } from '../../../src/shared/mini-game.ts';
import { miniGameSchema } from '../../../src/shared/schemas/mini-game.ts';

let server: TestServer;
let schoolId: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, schoolId } = await demoCallers(server));
});
afterAll(() => server.close());

type Who = 'teacher' | 'teacher2' | 'principal' | 'student' | 'systemAdmin';
const call = (who: Who, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school: schoolId, body });

async function newBank(who: Who, name: string): Promise<number> {
  const res = await call(who, 'POST', 's/personal/question_collections', { name });
  expect(res.status).toBe(201);
  return res.json.data.id;
}

const matching = {
  title: 'Nối từ với nghĩa',
  content: {
    kind: 'matching',
    pairs: [
      { left: 'apple', right: 'quả táo' },
      { left: 'book', right: 'quyển sách' },
      { left: 'school', right: 'trường học' },
    ],
  },
};

describe('mini games of a personal bank', () => {
  it('makes, lists, plays, edits and deletes a game', async () => {
    const bank = await newBank('teacher', 'Trò chơi Tiếng Anh');
    const base = `s/personal/question_collections/${bank}/mini_games`;
    const made = await call('teacher', 'POST', base, matching);
    expect(made.status).toBe(201);
    const game = made.json.data as MiniGame;
    expect(game).toMatchObject({ collectionId: bank, title: 'Nối từ với nghĩa', content: { kind: 'matching' } });

    const list = (await call('teacher', 'GET', base)).json.data as MiniGameSummary[];
    expect(list).toEqual([expect.objectContaining({ id: game.id, kind: 'matching', size: 3, title: 'Nối từ với nghĩa' })]);
    expect((await call('teacher', 'GET', `${base}/${game.id}`)).json.data.content.pairs[1]).toEqual({ left: 'book', right: 'quyển sách' });

    const crossword = {
      title: '  Ô chữ đồ dùng học tập ',
      content: {
        kind: 'crossword',
        words: [
          { clue: 'Dùng để viết', answer: 'bút chì' },
          { clue: 'Dùng để đọc', answer: 'Sách' },
        ],
      },
    };
    const edited = await call('teacher', 'PUT', `${base}/${game.id}`, crossword);
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ title: 'Ô chữ đồ dùng học tập', content: { kind: 'crossword' } });
    expect(((await call('teacher', 'GET', base)).json.data as MiniGameSummary[])[0]).toMatchObject({ kind: 'crossword', size: 2 });

    expect((await call('teacher', 'DELETE', `${base}/${game.id}`)).status).toBe(200);
    expect((await call('teacher', 'GET', `${base}/${game.id}`)).status).toBe(404);
    expect((await call('teacher', 'GET', base)).json.data).toEqual([]);
  });

  it('refuses each kind past its limits, naming the place and the reason', async () => {
    const bank = await newBank('teacher', 'Trò chơi sai');
    const base = `s/personal/question_collections/${bank}/mini_games`;
    const refused = async (body: unknown) => {
      const res = await call('teacher', 'POST', base, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      return res.json.errors as Record<string, string[]>;
    };
    expect(await refused({ ...matching, title: ' ' })).toEqual({ title: [MSG.gameTitleRequired] });
    expect(await refused({ title: 'Một cặp', content: { kind: 'matching', pairs: [{ left: 'a', right: 'b' }] } })).toEqual({
      'content.pairs': [MSG.gamePairsCount],
    });
    expect(
      await refused({
        title: 'Thiếu vế',
        content: {
          kind: 'memory',
          pairs: [
            { left: 'a', right: 'b' },
            { left: 'c', right: '' },
          ],
        },
      }),
    ).toEqual({
      'content.pairs.1.right': [MSG.gamePairRightRequired],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ left: `L${i}`, right: `R${i}` }));
    expect(await refused({ title: 'Nhiều thẻ', content: { kind: 'memory', pairs: eleven } })).toEqual({ 'content.pairs': [MSG.gameMemoryPairsCount] });
    expect(await refused({ title: 'Xếp', content: { kind: 'ordering', rounds: [{ prompt: 'Xếp câu', items: ['I'] }] } })).toEqual({
      'content.rounds.0.items': [MSG.gameRoundItemsCount],
    });
    const words = (answers: string[]) => answers.map((answer) => ({ clue: 'Gợi ý', answer }));
    expect(await refused({ title: 'Ô chữ', content: { kind: 'crossword', words: words(['Hà Nội', '!?']) } })).toEqual({
      'content.words.1.answer': [MSG.gameAnswerLetters],
    });
    // “Hà Nội” and “HA NOI” are the same letters in the grid.
    expect(await refused({ title: 'Ô chữ', content: { kind: 'crossword', words: words(['Hà Nội', 'HA NOI']) } })).toEqual({
      'content.words': [MSG.gameWordsRepeated],
    });
    expect(await refused({ title: 'Lạ', content: { kind: 'race', pairs: [] } })).toEqual({ 'content.kind': [MSG.invalidInput] });
  });

  it('keeps games to those who may read the bank and changes to those who may change it', async () => {
    const bank = await newBank('teacher', 'Trò chơi riêng');
    const base = `s/personal/question_collections/${bank}/mini_games`;
    const game = (await call('teacher', 'POST', base, matching)).json.data as MiniGame;
    expect((await call('teacher2', 'GET', `${base}/${game.id}`)).status).toBe(404);
    expect((await call('teacher2', 'PUT', `${base}/${game.id}`, matching)).status).toBe(404);
    expect((await call('student', 'GET', base)).status).toBe(403);
    // The game of another bank is not found through this one.
    const other = await newBank('teacher', 'Ngân hàng khác');
    expect((await call('teacher', 'GET', `s/personal/question_collections/${other}/mini_games/${game.id}`)).status).toBe(404);
  });

  it('goes with its bank: copied with it, deleted with it', async () => {
    const bank = await newBank('teacher', 'Trò chơi chia sẻ');
    await call('teacher', 'POST', `s/personal/question_collections/${bank}/mini_games`, matching);
    const copy = await call('teacher', 'POST', `s/personal/question_collections/${bank}/copy`);
    expect(copy.status).toBe(201);
    const copied = (await call('teacher', 'GET', `s/personal/question_collections/${copy.json.data.id}/mini_games`)).json.data as MiniGameSummary[];
    expect(copied.map((g) => g.title)).toEqual(['Nối từ với nghĩa']);
    expect((await call('teacher', 'DELETE', `s/personal/question_collections/${bank}`)).status).toBe(200);
    expect((await call('teacher', 'GET', `s/personal/question_collections/${bank}/mini_games`)).status).toBe(404);
  });
});

describe('mini games of the system library', () => {
  it('belongs to system administrators, like the system’s banks', async () => {
    const admin = (method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens.systemAdmin, body });
    const banks = (await admin('GET', 'question_collections')).json.data as { id: number }[];
    const base = `question_collections/${banks[0]!.id}/mini_games`;
    const made = await admin('POST', base, matching);
    expect(made.status).toBe(201);
    expect((await admin('GET', `${base}/${made.json.data.id}`)).json.data.title).toBe('Nối từ với nghĩa');
    expect((await server.call('GET', base, { token: tokens.teacher })).status).toBe(403);
    expect((await server.call('POST', base, { token: tokens.teacher, body: matching })).status).toBe(403);
  });
});

describe('mini games of an exam', () => {
  it('are made from a system exam by system administrators, copied with it and refused to others', async () => {
    const admin = (method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens.systemAdmin, body });
    const exam = await admin('POST', 'exams', { name: 'Đề ôn tập Tiếng Anh 7', durationMinutes: 45 });
    expect(exam.status).toBe(201);
    const base = `exams/${exam.json.data.id}/mini_games`;
    const made = await admin('POST', base, matching);
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ examId: exam.json.data.id, collectionId: null, content: { kind: 'matching' } });
    expect(((await admin('GET', base)).json.data as MiniGameSummary[]).map((g) => g.title)).toEqual(['Nối từ với nghĩa']);
    expect((await admin('PUT', `${base}/${made.json.data.id}`, { ...matching, title: 'Nối nghĩa' })).json.data.title).toBe('Nối nghĩa');
    expect((await server.call('POST', base, { token: tokens.teacher, body: matching })).status).toBe(403);
    // A bank's game is not found under an exam of the same id, nor the other way round.
    const banks = (await admin('GET', 'question_collections')).json.data as { id: number }[];
    expect((await admin('GET', `question_collections/${banks[0]!.id}/mini_games/${made.json.data.id}`)).status).toBe(404);
    expect((await admin('DELETE', `exams/${exam.json.data.id}`)).status).toBe(200);
    expect((await admin('GET', base)).status).toBe(404);
  });

  it('include a seeded crossword on the system’s science exam that passes the editor’s checks', async () => {
    const exams = (await server.call('GET', 'exams', { token: tokens.systemAdmin })).json.data as { id: number; name: string }[];
    const science = exams.find((e) => e.name.startsWith('Đề kiểm tra Khoa học tự nhiên 7'))!;
    const games = (await server.call('GET', `exams/${science.id}/mini_games`, { token: tokens.systemAdmin })).json.data as MiniGameSummary[];
    expect(games.map((g) => g.kind)).toEqual(['crossword']);
    const game = (await server.call('GET', `exams/${science.id}/mini_games/${games[0]!.id}`, { token: tokens.systemAdmin })).json.data as MiniGame;
    expect(v.safeParse(miniGameSchema, { title: game.title, content: game.content }).success).toBe(true);
  });

  it('of a teacher’s own exam stay hers, and go with the exam when she copies it', async () => {
    const exam = await call('teacher', 'POST', 's/personal/exams', { name: 'Đề luyện tập', durationMinutes: 15 });
    const base = `s/personal/exams/${exam.json.data.id}/mini_games`;
    expect((await call('teacher', 'POST', base, matching)).status).toBe(201);
    expect((await call('teacher2', 'GET', base)).status).toBe(404);
    expect((await call('student', 'GET', base)).status).toBe(403);
    const copy = await call('teacher', 'POST', `s/personal/exams/${exam.json.data.id}/copy`);
    expect(copy.status).toBe(201);
    const copied = (await call('teacher', 'GET', `s/personal/exams/${copy.json.data.id}/mini_games`)).json.data as MiniGameSummary[];
    expect(copied.map((g) => g.title)).toEqual(['Nối từ với nghĩa']);
  });
});

describe('the demo school’s games', () => {
  it('are listed under the seeded banks and each passes the editor’s own checks', async () => {
    const banks = (await call('teacher', 'GET', 's/personal/question_collections?sort=name')).json.data as { id: number; name: string }[];
    const kinds: string[] = [];
    // The banks the other tests made are left out.
    for (const bank of banks.filter((b) => ['Ngân hàng câu hỏi Tiếng Anh 7', 'Toán 7 – Số hữu tỉ và phương trình'].includes(b.name))) {
      const games = (await call('teacher', 'GET', `s/personal/question_collections/${bank.id}/mini_games`)).json.data as MiniGameSummary[];
      for (const g of games) {
        const game = (await call('teacher', 'GET', `s/personal/question_collections/${bank.id}/mini_games/${g.id}`)).json.data as MiniGame;
        expect(v.safeParse(miniGameSchema, { title: game.title, content: game.content }).success, game.title).toBe(true);
        kinds.push(g.kind);
      }
    }
    expect(kinds.sort()).toEqual(['crossword', 'matching', 'memory', 'ordering']);
  });
});
