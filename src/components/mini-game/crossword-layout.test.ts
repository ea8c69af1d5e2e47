import { describe, expect, it } from 'vitest';
import { cellKey, cellsOf, layoutCrossword, type CrosswordLayout } from './crossword-layout.ts';

/** The grid as text rows, '.' for an empty cell. */
const picture = (l: CrosswordLayout) =>
  Array.from({ length: l.rows }, (_, r) => Array.from({ length: l.cols }, (_, c) => l.letters.get(cellKey(r, c)) ?? '.').join(''));

/** Every maximal run of letters (across and down, longer than one) is one of the answers. */
function runs(l: CrosswordLayout): string[] {
  const out: string[] = [];
  const rows = picture(l);
  const cols = Array.from({ length: l.cols }, (_, c) => rows.map((row) => row[c]).join(''));
  for (const line of [...rows, ...cols]) for (const run of line.split('.')) if (run.length > 1) out.push(run);
  return out.sort();
}

describe('crossword layout', () => {
  it('crosses the answers at shared letters and reads no word that is not an answer', () => {
    const answers = ['BUTCHI', 'SACH', 'THUOC', 'CAP', 'TAY'];
    const layout = layoutCrossword(answers);
    expect(runs(layout)).toEqual([...answers].sort());
    // Every answer is where its entry says, and all five cross into one grid.
    for (const e of layout.entries)
      expect(
        cellsOf(e)
          .map(([r, c]) => layout.letters.get(cellKey(r, c)))
          .join(''),
      ).toBe(answers[e.word]);
    expect(layout.entries.filter((e) => e.direction === 'down').length).toBeGreaterThan(0);
  });

  it('numbers the starting cells in reading order, across before down at the same cell', () => {
    const layout = layoutCrossword(['HANOI', 'HUE']);
    expect(picture(layout)).toEqual(['HANOI', 'U....', 'E....']);
    expect(layout.entries.map((e) => [e.number, e.direction, e.word])).toEqual([
      [1, 'across', 0],
      [1, 'down', 1],
    ]);
  });

  it('puts an answer that shares no letter on a row of its own below', () => {
    const layout = layoutCrossword(['ABC', 'XYZ']);
    expect(picture(layout)).toEqual(['ABC', '...', 'XYZ']);
    expect(layout.entries.map((e) => e.number)).toEqual([1, 2]);
  });
});
