// The arithmetic of an area's rectangle in percent of its page (0–100): drawn from two pointer positions, moved,
// resized from a corner, nudged with the keyboard. Every result stays on the page and at least MIN_SIZE wide and high,
// whatever the pointer or the keys asked for, so what the editor shows is always something the server accepts.
import type { Rect } from '@/shared/lecture.ts';

/** The smallest area, in percent of the page: still a target a finger can hit on a tablet's page. */
export const MIN_SIZE = 2;
/** One arrow key press, in percent. */
export const KEY_STEP = 1;
/** What "Thêm vùng" places in the middle of the page. */
export const NEW_AREA_SIZE = { w: 30, h: 12 } as const;

export interface Point {
  x: number;
  y: number;
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se';
export const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se'];

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);
// Two decimals are finer than a pixel of any page on screen, and keep the numbers the server stores (as `real`) the
// numbers the editor compares with when it decides whether something changed.
const round = (n: number) => Math.round(n * 100) / 100;

/** `r` moved and shrunk as little as possible to lie on the page with at least the minimum size. */
export function fitRect(r: Rect): Rect {
  const w = clamp(r.w, MIN_SIZE, 100);
  const h = clamp(r.h, MIN_SIZE, 100);
  return { x: round(clamp(r.x, 0, 100 - w)), y: round(clamp(r.y, 0, 100 - h)), w: round(w), h: round(h) };
}

/** A pointer position on the page's box (CSS pixels) in percent of the page, on the page. */
export function toPercent(clientX: number, clientY: number, box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): Point {
  return {
    x: clamp(((clientX - box.left) / Math.max(box.width, 1)) * 100, 0, 100),
    y: clamp(((clientY - box.top) / Math.max(box.height, 1)) * 100, 0, 100),
  };
}

/** The rectangle between where a drag started and where it is now, in any direction; null while it is too small. */
export function rectFromDrag(from: Point, to: Point): Rect | null {
  const a = { x: clamp(from.x, 0, 100), y: clamp(from.y, 0, 100) };
  const b = { x: clamp(to.x, 0, 100), y: clamp(to.y, 0, 100) };
  const r = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
  return r.w < MIN_SIZE || r.h < MIN_SIZE ? null : fitRect(r);
}

/** `start` moved by (dx, dy) percent, stopped at the page's edges without changing its size. */
export function moveRect(start: Rect, dx: number, dy: number): Rect {
  return fitRect({ ...start, x: start.x + dx, y: start.y + dy });
}

/** `start` with one corner dragged by (dx, dy) percent; the opposite corner stays where it is. */
export function resizeRect(start: Rect, corner: Corner, dx: number, dy: number): Rect {
  let left = start.x;
  let top = start.y;
  let right = start.x + start.w;
  let bottom = start.y + start.h;
  if (corner === 'nw' || corner === 'sw') left = clamp(left + dx, 0, right - MIN_SIZE);
  else right = clamp(right + dx, left + MIN_SIZE, 100);
  if (corner === 'nw' || corner === 'ne') top = clamp(top + dy, 0, bottom - MIN_SIZE);
  else bottom = clamp(bottom + dy, top + MIN_SIZE, 100);
  return fitRect({ x: left, y: top, w: right - left, h: bottom - top });
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * What an arrow key does to the selected area: move it by one step, or with Shift make it wider/narrower
 * (right/left) or taller/shorter (down/up) from its top-left corner. null: not an arrow key.
 */
export function nudgeRect(r: Rect, key: string, resize: boolean, step = KEY_STEP): Rect | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const [dx, dy] = [arrow[0] * step, arrow[1] * step];
  if (!resize) return moveRect(r, dx, dy);
  return fitRect({ ...r, w: clamp(r.w + dx, MIN_SIZE, 100 - r.x), h: clamp(r.h + dy, MIN_SIZE, 100 - r.y) });
}

/** A new area of `size` in the middle of the page, a little lower for each one already there so none hides another. */
export function centeredRect(existing: number, size: { w: number; h: number } = NEW_AREA_SIZE): Rect {
  const offset = (existing % 5) * 4;
  return fitRect({ x: (100 - size.w) / 2 + offset, y: (100 - size.h) / 2 + offset, w: size.w, h: size.h });
}
