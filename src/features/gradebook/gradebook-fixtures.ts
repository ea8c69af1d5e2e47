// A small gradebook for the tests: three students, an exam and a mission, every cell state.
import type { Gradebook, GradebookCell } from '@/shared/gradebook.ts';

const done = (score: number, late = false): GradebookCell => ({ state: 'done', score, late });
const missing: GradebookCell = { state: 'missing', score: null, late: false };
const pending = (score: number): GradebookCell => ({ state: 'pending', score, late: false });
const notStarted: GradebookCell = { state: 'notStarted', score: null, late: false };

export const BOOK: Gradebook = {
  group: { id: 2, name: 'Lớp 7A1', schoolName: 'Trường THCS Nguyễn Du' },
  generatedAt: '2026-11-25T03:00:00.000Z',
  columns: [
    { key: 'exam-3', kind: 'exam', id: 3, title: 'Kiểm tra giữa kì', dueAt: null, givenAt: '2026-11-01T00:00:00.000Z' },
    { key: 'mission-5', kind: 'mission', id: 5, title: 'Đọc bài Unit 1', dueAt: '2026-11-20T16:59:00.000Z', givenAt: '2026-11-10T00:00:00.000Z' },
  ],
  rows: [
    {
      student: { id: 11, first_name: 'An', last_name: 'Nguyễn', email: 'hs01@nguyendu.edu.vn' },
      cells: { 'exam-3': done(8.5), 'mission-5': done(9, true) },
      average: 8.8,
      missingCount: 0,
      lateCount: 1,
    },
    {
      student: { id: 12, first_name: 'Bình', last_name: 'Trần', email: 'hs02@nguyendu.edu.vn' },
      cells: { 'exam-3': pending(6), 'mission-5': missing },
      average: null,
      missingCount: 1,
      lateCount: 0,
    },
    {
      student: { id: 13, first_name: 'Đức', last_name: 'Lê', email: 'hs03@nguyendu.edu.vn' },
      cells: { 'exam-3': done(4), 'mission-5': notStarted },
      average: 4,
      missingCount: 0,
      lateCount: 0,
    },
  ],
};
