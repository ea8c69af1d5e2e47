// The demo school's mini games: what a new teacher finds under the seeded banks, one of each kind, written as a
// Vietnamese teacher would for class 7.
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import type { GameContent } from '../../../src/shared/mini-game.ts';

export const ENGLISH_MATCHING: { title: string; content: GameContent } = {
  title: 'Nối từ vựng – Trường học',
  content: {
    kind: 'matching',
    pairs: [
      { left: 'classroom', right: 'lớp học' },
      { left: 'library', right: 'thư viện' },
      { left: 'playground', right: 'sân chơi' },
      { left: 'timetable', right: 'thời khoá biểu' },
      { left: 'uniform', right: 'đồng phục' },
      { left: 'homework', right: 'bài tập về nhà' },
    ],
  },
};

export const ENGLISH_CROSSWORD: { title: string; content: GameContent } = {
  title: 'Ô chữ – Đồ dùng học tập',
  content: {
    kind: 'crossword',
    words: [
      { clue: 'Cái bút chì (tiếng Anh)', answer: 'pencil' },
      { clue: 'Quyển sách (tiếng Anh)', answer: 'book' },
      { clue: 'Cục tẩy (tiếng Anh)', answer: 'eraser' },
      { clue: 'Thước kẻ (tiếng Anh)', answer: 'ruler' },
      { clue: 'Cái cặp sách (tiếng Anh)', answer: 'schoolbag' },
      { clue: 'Bàn học (tiếng Anh)', answer: 'desk' },
    ],
  },
};

export const MATH_ORDERING: { title: string; content: GameContent } = {
  title: 'Sắp xếp – Giải phương trình bậc nhất',
  content: {
    kind: 'ordering',
    rounds: [
      { prompt: 'Giải phương trình 2x − 6 = 0: xếp các bước theo đúng thứ tự', items: ['2x − 6 = 0', '2x = 6', 'x = 6 : 2', 'x = 3', 'Vậy S = {3}'] },
      { prompt: 'Xếp các số hữu tỉ theo thứ tự tăng dần', items: ['−2', '−3/4', '0', '1/2', '1,5'] },
    ],
  },
};

export const MATH_MEMORY: { title: string; content: GameContent } = {
  title: 'Lật thẻ – Số hữu tỉ',
  content: {
    kind: 'memory',
    pairs: [
      { left: '1/2', right: '0,5' },
      { left: '3/4', right: '0,75' },
      { left: '−1/5', right: '−0,2' },
      { left: '2/5', right: '0,4' },
      { left: '1/4', right: '25%' },
      { left: '(−2)²', right: '4' },
    ],
  },
};

export const SCIENCE_MATCHING: { title: string; content: GameContent } = {
  title: 'Nối nguyên tố với kí hiệu hoá học',
  content: {
    kind: 'matching',
    pairs: [
      { left: 'Hydrogen', right: 'H' },
      { left: 'Oxygen', right: 'O' },
      { left: 'Carbon', right: 'C' },
      { left: 'Sodium (Natri)', right: 'Na' },
      { left: 'Iron (Sắt)', right: 'Fe' },
      { left: 'Calcium', right: 'Ca' },
    ],
  },
};

export const SCIENCE_CROSSWORD: { title: string; content: GameContent } = {
  title: 'Ô chữ – Nguyên tử',
  content: {
    kind: 'crossword',
    words: [
      { clue: 'Hạt mang điện tích dương trong hạt nhân', answer: 'proton' },
      { clue: 'Hạt không mang điện trong hạt nhân', answer: 'neutron' },
      { clue: 'Hạt mang điện tích âm chuyển động quanh hạt nhân', answer: 'electron' },
      { clue: 'Phần ở tâm nguyên tử', answer: 'hạt nhân' },
      { clue: 'Chất được tạo nên từ một nguyên tố hoá học', answer: 'đơn chất' },
    ],
  },
};

/** Games of a bank (`{ collectionId }`) or of an exam (`{ examId }`). */
export async function seedGames(
  db: Queryable,
  owner: { collectionId: number } | { examId: number },
  games: { title: string; content: GameContent }[],
  createdBy: number | null,
) {
  if (games.length) await db.insert(t.miniGames).values(games.map((g) => ({ ...owner, kind: g.content.kind, title: g.title, content: g.content, createdBy })));
}
