// The gradebook's cell words and filters: a score with a decimal comma, states in Vietnamese, search without diacritics.
import { describe, expect, it } from 'vitest';
import { BOOK } from './gradebook-fixtures.ts';
import { cellDescription, cellRank, cellText, visibleColumns, visibleRows } from './gradebook-view.ts';

const all = { search: '', rows: 'all', columns: 'all' } as const;

describe('gradebook cells', () => {
  it('says a score the Vietnamese way, and the state when there is none', () => {
    expect(cellText({ state: 'done', score: 8.5, late: false })).toBe('8,5');
    expect(cellText({ state: 'pending', score: 6, late: false })).toBe('6');
    expect(cellText({ state: 'missing', score: null, late: false })).toBe('Thiếu bài');
    expect(cellText({ state: 'notStarted', score: null, late: false })).toBe('—');
    expect(cellDescription({ state: 'pending', score: 6, late: true })).toBe('6, Chờ chấm, nộp muộn');
    expect(cellDescription({ state: 'notStarted', score: null, late: false })).toBe('Chưa làm');
  });

  it('sorts missing work after work without a score, and both after every score', () => {
    expect(cellRank({ state: 'done', score: 0, late: false })).toBeGreaterThan(cellRank({ state: 'doing', score: null, late: false }));
    expect(cellRank({ state: 'doing', score: null, late: false })).toBeGreaterThan(cellRank({ state: 'missing', score: null, late: false }));
  });
});

describe('gradebook filters', () => {
  it('finds a student by name without diacritics, or by email', () => {
    expect(visibleRows(BOOK.rows, { ...all, search: 'duc' }).map((r) => r.student.first_name)).toEqual(['Đức']);
    expect(visibleRows(BOOK.rows, { ...all, search: 'tran binh' }).map((r) => r.student.first_name)).toEqual(['Bình']);
    expect(visibleRows(BOOK.rows, { ...all, search: 'hs01@' }).map((r) => r.student.first_name)).toEqual(['An']);
  });

  it('keeps students with missing or late work, and columns of one kind', () => {
    expect(visibleRows(BOOK.rows, { ...all, rows: 'missing' }).map((r) => r.student.first_name)).toEqual(['Bình']);
    expect(visibleRows(BOOK.rows, { ...all, rows: 'late' }).map((r) => r.student.first_name)).toEqual(['An']);
    expect(visibleColumns(BOOK.columns, 'mission').map((c) => c.key)).toEqual(['mission-5']);
  });
});
