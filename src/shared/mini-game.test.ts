import { describe, expect, it } from 'vitest';
import { gridLetters, memoryScore, scoreOutOf10, shuffled } from './mini-game.ts';

describe('mini game rules', () => {
  it('folds a crossword answer to the letters of its grid', () => {
    expect(gridLetters('Đà Lạt')).toBe('DALAT');
    expect(gridLetters("rock 'n' roll")).toBe('ROCKNROLL');
    expect(gridLetters('2 + 3')).toBe('');
  });

  it('scores out of 10 with one decimal, never below 0 or above 10', () => {
    expect(scoreOutOf10(6, 7)).toBe(8.6);
    expect(scoreOutOf10(7, 6)).toBe(10);
    expect(scoreOutOf10(0, 0)).toBe(0);
  });

  it('forgives memory half a wasted turn per pair', () => {
    expect(memoryScore(6, 6)).toBe(10);
    expect(memoryScore(6, 9)).toBe(10);
    expect(memoryScore(6, 12)).toBe(6.7);
  });

  it('shuffles a copy with every item kept', () => {
    const list = [1, 2, 3, 4, 5];
    let n = 0;
    const out = shuffled(list, () => [0.9, 0.1, 0.5, 0.3][n++ % 4]!);
    expect(out).not.toBe(list);
    expect([...out].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5]);
  });
});
