import { describe, expect, it } from 'vitest';
import { MIN_SIZE, centeredRect, fitRect, moveRect, nudgeRect, rectFromDrag, resizeRect, toPercent } from './geometry.ts';

describe('fitRect', () => {
  it('keeps a rectangle that is already on the page', () => {
    expect(fitRect({ x: 10, y: 20, w: 30, h: 40 })).toEqual({ x: 10, y: 20, w: 30, h: 40 });
  });

  it('pushes a rectangle hanging over an edge back onto the page without shrinking it', () => {
    expect(fitRect({ x: 85, y: -5, w: 30, h: 10 })).toEqual({ x: 70, y: 0, w: 30, h: 10 });
  });

  it('never makes one smaller than the minimum nor larger than the page', () => {
    expect(fitRect({ x: 50, y: 50, w: 0.5, h: 0 })).toEqual({ x: 50, y: 50, w: MIN_SIZE, h: MIN_SIZE });
    expect(fitRect({ x: 10, y: 10, w: 150, h: 120 })).toEqual({ x: 0, y: 0, w: 100, h: 100 });
  });

  it('rounds to hundredths of a percent', () => {
    expect(fitRect({ x: 10.12345, y: 1 / 3, w: 20.005, h: 10 })).toEqual({ x: 10.12, y: 0.33, w: 20.01, h: 10 });
  });
});

describe('toPercent', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };
  it('turns a pointer position into percent of the page', () => {
    expect(toPercent(300, 100, box)).toEqual({ x: 50, y: 25 });
  });
  it('stops at the page edges when the pointer leaves the page', () => {
    expect(toPercent(20, 400, box)).toEqual({ x: 0, y: 100 });
  });
});

describe('rectFromDrag', () => {
  it('makes the rectangle between the two points, whichever way the drag went', () => {
    expect(rectFromDrag({ x: 10, y: 20 }, { x: 40, y: 35 })).toEqual({ x: 10, y: 20, w: 30, h: 15 });
    expect(rectFromDrag({ x: 40, y: 35 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, w: 30, h: 15 });
  });

  it('is nothing while the drag is smaller than the minimum (a click, a shaky tap)', () => {
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 11, y: 30 })).toBeNull();
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 30, y: 10.5 })).toBeNull();
  });

  it('stays on the page when the pointer went past its edge', () => {
    expect(rectFromDrag({ x: 80, y: 90 }, { x: 130, y: 140 })).toEqual({ x: 80, y: 90, w: 20, h: 10 });
  });
});

describe('moveRect', () => {
  it('moves by the drag', () => {
    expect(moveRect({ x: 10, y: 10, w: 20, h: 20 }, 5, -3)).toEqual({ x: 15, y: 7, w: 20, h: 20 });
  });
  it('stops at the edges and keeps its size', () => {
    expect(moveRect({ x: 10, y: 10, w: 20, h: 20 }, 200, -50)).toEqual({ x: 80, y: 0, w: 20, h: 20 });
  });
});

describe('resizeRect', () => {
  const start = { x: 20, y: 20, w: 40, h: 30 };
  it('grows from the bottom-right corner, keeping the top-left one', () => {
    expect(resizeRect(start, 'se', 10, 5)).toEqual({ x: 20, y: 20, w: 50, h: 35 });
  });
  it('grows from the top-left corner, keeping the bottom-right one', () => {
    expect(resizeRect(start, 'nw', -10, -5)).toEqual({ x: 10, y: 15, w: 50, h: 35 });
  });
  it('uses the top-right and bottom-left corners', () => {
    expect(resizeRect(start, 'ne', 5, 5)).toEqual({ x: 20, y: 25, w: 45, h: 25 });
    expect(resizeRect(start, 'sw', 5, 5)).toEqual({ x: 25, y: 20, w: 35, h: 35 });
  });
  it('stops at the page edges', () => {
    expect(resizeRect(start, 'se', 100, 100)).toEqual({ x: 20, y: 20, w: 80, h: 80 });
    expect(resizeRect(start, 'nw', -100, -100)).toEqual({ x: 0, y: 0, w: 60, h: 50 });
  });
  it('does not turn inside out: dragged past the opposite corner it keeps the minimum size', () => {
    expect(resizeRect(start, 'se', -100, -100)).toEqual({ x: 20, y: 20, w: MIN_SIZE, h: MIN_SIZE });
    expect(resizeRect(start, 'nw', 100, 100)).toEqual({ x: 60 - MIN_SIZE, y: 50 - MIN_SIZE, w: MIN_SIZE, h: MIN_SIZE });
  });
});

describe('nudgeRect', () => {
  const r = { x: 10, y: 10, w: 20, h: 20 };
  it('moves one percent with an arrow key', () => {
    expect(nudgeRect(r, 'ArrowRight', false)).toEqual({ ...r, x: 11 });
    expect(nudgeRect(r, 'ArrowLeft', false)).toEqual({ ...r, x: 9 });
    expect(nudgeRect(r, 'ArrowUp', false)).toEqual({ ...r, y: 9 });
    expect(nudgeRect(r, 'ArrowDown', false)).toEqual({ ...r, y: 11 });
  });
  it('resizes one percent with Shift, from the top-left corner', () => {
    expect(nudgeRect(r, 'ArrowRight', true)).toEqual({ ...r, w: 21 });
    expect(nudgeRect(r, 'ArrowLeft', true)).toEqual({ ...r, w: 19 });
    expect(nudgeRect(r, 'ArrowDown', true)).toEqual({ ...r, h: 21 });
    expect(nudgeRect(r, 'ArrowUp', true)).toEqual({ ...r, h: 19 });
  });
  it('stays on the page and above the minimum size', () => {
    expect(nudgeRect({ x: 0, y: 0, w: 20, h: 20 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0, w: 20, h: 20 });
    expect(nudgeRect({ x: 80, y: 10, w: 20, h: 20 }, 'ArrowRight', true)).toEqual({ x: 80, y: 10, w: 20, h: 20 });
    expect(nudgeRect({ x: 10, y: 10, w: MIN_SIZE, h: 5 }, 'ArrowLeft', true)).toEqual({ x: 10, y: 10, w: MIN_SIZE, h: 5 });
  });
  it('ignores keys that are not arrows', () => {
    expect(nudgeRect(r, 'Enter', false)).toBeNull();
  });
});

describe('centeredRect', () => {
  it('puts a new area in the middle of the page', () => {
    expect(centeredRect(0, { w: 30, h: 10 })).toEqual({ x: 35, y: 45, w: 30, h: 10 });
  });
  it('puts the next ones a little lower and to the right', () => {
    expect(centeredRect(1, { w: 30, h: 10 })).toEqual({ x: 39, y: 49, w: 30, h: 10 });
  });
});
