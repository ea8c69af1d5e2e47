// A crossword grid from a list of answers: the longest answer goes across, then each next one crosses the grid where
// it shares a letter, never touching another answer side by side; an answer that crosses nothing goes below the rest
// on its own row. Cells that start an answer are numbered in reading order, as printed crosswords are.

export type Direction = 'across' | 'down';

export interface CrosswordEntry {
  /** The answer's index in the game's list (its clue). */
  word: number;
  number: number;
  direction: Direction;
  row: number;
  col: number;
  letters: string;
}

export interface CrosswordLayout {
  rows: number;
  cols: number;
  entries: CrosswordEntry[];
  /** The letter of each used cell, keyed `row,col`. */
  letters: Map<string, string>;
  /** The number printed in each cell that starts an answer. */
  numbers: Map<string, number>;
}

export const cellKey = (row: number, col: number) => `${row},${col}`;
export const cellsOf = (e: Pick<CrosswordEntry, 'row' | 'col' | 'direction' | 'letters'>) =>
  Array.from(e.letters, (_, i) => (e.direction === 'across' ? [e.row, e.col + i] : [e.row + i, e.col]) as [number, number]);

interface Placed {
  word: number;
  letters: string;
  row: number;
  col: number;
  direction: Direction;
}

/** How many answers a placement crosses, or −1 when it does not fit. */
function fit(grid: Map<string, string>, letters: string, row: number, col: number, direction: Direction): number {
  const [dr, dc] = direction === 'across' ? [0, 1] : [1, 0];
  // The cells just before and after the answer stay empty, or it would read as a longer word.
  if (grid.has(cellKey(row - dr, col - dc)) || grid.has(cellKey(row + dr * letters.length, col + dc * letters.length))) return -1;
  let crossings = 0;
  for (let i = 0; i < letters.length; i++) {
    const r = row + dr * i;
    const c = col + dc * i;
    const here = grid.get(cellKey(r, c));
    if (here !== undefined) {
      if (here !== letters[i]) return -1;
      crossings++;
      continue;
    }
    // An empty cell may not sit beside another answer's letter across its own direction.
    if (grid.has(cellKey(r + dc, c + dr)) || grid.has(cellKey(r - dc, c - dr))) return -1;
  }
  return crossings === letters.length ? -1 : crossings;
}

function bounds(placed: Placed[]) {
  let minR = Infinity,
    minC = Infinity,
    maxR = -Infinity,
    maxC = -Infinity;
  for (const p of placed)
    for (const [r, c] of cellsOf(p)) {
      minR = Math.min(minR, r);
      minC = Math.min(minC, c);
      maxR = Math.max(maxR, r);
      maxC = Math.max(maxC, c);
    }
  return { minR, minC, maxR, maxC };
}

/** `answers` are already grid letters (src/shared/mini-game.ts gridLetters). */
export function layoutCrossword(answers: string[]): CrosswordLayout {
  const order = answers.map((letters, word) => ({ letters, word })).sort((a, b) => b.letters.length - a.letters.length || a.word - b.word);
  const grid = new Map<string, string>();
  const placed: Placed[] = [];
  const put = (p: Placed) => {
    placed.push(p);
    for (const [i, [r, c]] of cellsOf(p).entries()) grid.set(cellKey(r, c), p.letters[i]!);
  };

  for (const { letters, word } of order) {
    if (!placed.length) {
      put({ word, letters, row: 0, col: 0, direction: 'across' });
      continue;
    }
    let best: { p: Placed; score: number } | null = null;
    for (const other of placed) {
      const direction: Direction = other.direction === 'across' ? 'down' : 'across';
      for (const [j, [r, c]] of cellsOf(other).entries()) {
        for (let i = 0; i < letters.length; i++) {
          if (letters[i] !== other.letters[j]) continue;
          const row = direction === 'down' ? r - i : r;
          const col = direction === 'across' ? c - i : c;
          const crossings = fit(grid, letters, row, col, direction);
          if (crossings < 1) continue;
          const p = { word, letters, row, col, direction };
          const b = bounds([...placed, p]);
          // More crossings first, then the squarest, smallest grid.
          const area = (b.maxR - b.minR + 1) * (b.maxC - b.minC + 1);
          const score = crossings * 1000 - area - Math.abs(b.maxR - b.minR - (b.maxC - b.minC));
          if (!best || score > best.score) best = { p, score };
        }
      }
    }
    if (best) put(best.p);
    else {
      const b = bounds(placed);
      put({ word, letters, row: b.maxR + 2, col: b.minC, direction: 'across' });
    }
  }

  const b = bounds(placed);
  const shifted = placed.map((p) => ({ ...p, row: p.row - b.minR, col: p.col - b.minC }));
  const letters = new Map<string, string>();
  for (const p of shifted) for (const [i, [r, c]] of cellsOf(p).entries()) letters.set(cellKey(r, c), p.letters[i]!);
  const starts = [...new Set(shifted.map((p) => cellKey(p.row, p.col)))].sort((x, y) => {
    const [xr, xc] = x.split(',').map(Number) as [number, number];
    const [yr, yc] = y.split(',').map(Number) as [number, number];
    return xr - yr || xc - yc;
  });
  const numbers = new Map(starts.map((key, i) => [key, i + 1]));
  const entries = shifted
    .map((p): CrosswordEntry => ({ ...p, number: numbers.get(cellKey(p.row, p.col))! }))
    .sort((x, y) => x.number - y.number || (x.direction === 'across' ? -1 : 1));
  return { rows: b.maxR - b.minR + 1, cols: b.maxC - b.minC + 1, entries, letters, numbers };
}
