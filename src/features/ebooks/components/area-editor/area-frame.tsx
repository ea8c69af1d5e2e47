// One area on the page being edited: an outlined rectangle with its label. Drag it (mouse, pen or finger) to move it,
// drag a corner of the selected one to resize it; with the keyboard, arrows move it and Shift + arrows resize it by
// 1 %, Delete removes it. The rectangle follows the pointer on screen and becomes one change when it is let go.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Rect } from '@/shared/lecture.ts';
import { CORNERS, moveRect, nudgeRect, resizeRect, toPercent, type Corner, type Point } from './geometry.ts';
import type { DraftArea } from './drafts.ts';

export const STAGE_ATTR = 'data-area-stage';

export interface AreaFrameProps {
  area: DraftArea;
  /** Its number on the page, as the side panel lists it. */
  number: number;
  selected: boolean;
  invalid: boolean;
  /** The id of the text telling keyboard users what the keys do. */
  hintId: string;
  onSelect: () => void;
  onRect: (rect: Rect, mergeKey: string | null) => void;
  onDelete: () => void;
}

type Drag = { mode: 'move' | Corner; from: Point; start: Rect; box: DOMRect; moved: boolean };

const HANDLE_PLACE: Record<Corner, string> = {
  nw: '-left-2 -top-2 cursor-nwse-resize pointer-coarse:-left-3.5 pointer-coarse:-top-3.5',
  ne: '-right-2 -top-2 cursor-nesw-resize pointer-coarse:-right-3.5 pointer-coarse:-top-3.5',
  sw: '-bottom-2 -left-2 cursor-nesw-resize pointer-coarse:-bottom-3.5 pointer-coarse:-left-3.5',
  se: '-right-2 -bottom-2 cursor-nwse-resize pointer-coarse:-right-3.5 pointer-coarse:-bottom-3.5',
};

export const areaName = (area: Pick<DraftArea, 'label'>, number: number) => `Vùng ${number}: ${area.label.trim() || 'chưa đặt tên'}`;

export function AreaFrame({ area, number, selected, invalid, hintId, onSelect, onRect, onDelete }: AreaFrameProps) {
  const [live, setLive] = useState<Rect | null>(null);
  const drag = useRef<Drag | null>(null);
  const rect = live ?? area.rect;

  const begin = (mode: Drag['mode']) => (e: PointerEvent<HTMLElement>) => {
    if (e.button > 0) return;
    const box = e.currentTarget.closest(`[${STAGE_ATTR}]`)?.getBoundingClientRect();
    // Not a drawing on the page under it.
    e.stopPropagation();
    if (!box) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    onSelect();
    drag.current = { mode, from: toPercent(e.clientX, e.clientY, box), start: area.rect, box, moved: false };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const at = toPercent(e.clientX, e.clientY, d.box);
    const dx = at.x - d.from.x;
    const dy = at.y - d.from.y;
    // A finger never lands perfectly still: a tap is not a move.
    if (Math.abs(dx) + Math.abs(dy) > 0.3) d.moved = true;
    if (d.moved) setLive(d.mode === 'move' ? moveRect(d.start, dx, dy) : resizeRect(d.start, d.mode, dx, dy));
  };
  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved && live) onRect(live, null);
    setLive(null);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete();
      return;
    }
    const next = nudgeRect(area.rect, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    // Holding a key down is one change to undo, not fifty.
    onRect(next, `key:${area.id}:${e.shiftKey ? 'size' : 'move'}`);
  };

  const outline = invalid
    ? 'border-red-600 bg-red-500/10'
    : selected
      ? 'border-brand-700 bg-brand-500/20'
      : 'border-brand-600 bg-brand-500/10 hover:bg-brand-500/20';
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={areaName(area, number)}
      aria-roledescription="vùng tương tác"
      aria-describedby={hintId}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown Delete"
      data-area-id={area.id}
      className={`absolute cursor-move touch-none rounded-sm border-2 outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-500 ${outline} ${selected ? 'z-20' : 'z-10'}`}
      style={{ left: `${rect.x}%`, top: `${rect.y}%`, width: `${rect.w}%`, height: `${rect.h}%` }}
      onPointerDown={begin('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={key}
      onFocus={onSelect}
    >
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-0 left-0 max-w-full truncate rounded-br-sm px-1 text-xs leading-5 text-white ${invalid ? 'bg-red-700' : 'bg-brand-700'}`}
      >
        {number}. {area.label.trim() || 'Chưa đặt tên'}
      </span>
      {selected &&
        CORNERS.map((corner) => (
          <span
            key={corner}
            aria-hidden="true"
            data-corner={corner}
            onPointerDown={begin(corner)}
            className={`absolute size-4 rounded-full border-2 border-white bg-brand-700 shadow pointer-coarse:size-7 ${HANDLE_PLACE[corner]}`}
          />
        ))}
    </div>
  );
}
