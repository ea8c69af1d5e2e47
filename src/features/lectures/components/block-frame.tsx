// A block the teacher can move and resize on the slide: drag it (mouse, pen or finger) or its corner handle; with the
// keyboard, arrows move it and Shift + arrows resize it (1 %, Ctrl for 5 %), Delete removes it. The rect changes on
// screen while dragging and becomes one undo step when the pointer is let go.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { Rect, SlideBlock } from '@/shared/lecture.ts';
import { fitRect } from '../deck-ops.ts';

export interface BlockFrameProps {
  block: SlideBlock;
  label: string;
  selected: boolean;
  onSelect: () => void;
  onRect: (rect: Rect) => void;
  onDelete: () => void;
  children: ReactNode;
}

type Drag = { mode: 'move' | 'resize'; startX: number; startY: number; start: Rect; width: number; height: number; moved: boolean };

export function BlockFrame({ block, label, selected, onSelect, onRect, onDelete, children }: BlockFrameProps) {
  const [live, setLive] = useState<Rect | null>(null);
  const drag = useRef<Drag | null>(null);
  const rect = live ?? block.rect;

  const begin = (mode: Drag['mode']) => (e: PointerEvent<HTMLElement>) => {
    const stage = (e.currentTarget as HTMLElement).closest('[data-slide-stage]')?.getBoundingClientRect();
    if (!stage || e.button > 0) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    onSelect();
    drag.current = { mode, startX: e.clientX, startY: e.clientY, start: block.rect, width: stage.width, height: stage.height, moved: false };
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = ((e.clientX - d.startX) / d.width) * 100;
    const dy = ((e.clientY - d.startY) / d.height) * 100;
    if (Math.abs(dx) + Math.abs(dy) > 0.3) d.moved = true;
    setLive(fitRect(d.mode === 'move' ? { ...d.start, x: d.start.x + dx, y: d.start.y + dy } : { ...d.start, w: d.start.w + dx, h: d.start.h + dy }));
  };
  const end = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved && live) onRect(live);
    setLive(null);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete();
      return;
    }
    const step = e.ctrlKey || e.metaKey ? 5 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!delta) return;
    e.preventDefault();
    const [dx, dy] = delta as [number, number];
    onRect(fitRect(e.shiftKey ? { ...block.rect, w: block.rect.w + dx, h: block.rect.h + dy } : { ...block.rect, x: block.rect.x + dx, y: block.rect.y + dy }));
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={label}
      aria-roledescription="khối trên trang chiếu"
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowRight Delete"
      data-block-id={block.id}
      className={`absolute cursor-move touch-none outline-none ${selected ? 'ring-2 ring-brand-600' : 'ring-1 ring-transparent hover:ring-slate-300 focus-visible:ring-2 focus-visible:ring-brand-400'}`}
      style={{ left: `${rect.x}%`, top: `${rect.y}%`, width: `${rect.w}%`, height: `${rect.h}%` }}
      onPointerDown={begin('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={key}
      onFocus={onSelect}
    >
      <div className="pointer-events-none size-full">{children}</div>
      {selected && (
        <span
          aria-hidden="true"
          className="absolute -right-3 -bottom-3 flex size-7 cursor-nwse-resize items-center justify-center pointer-coarse:size-10"
          onPointerDown={begin('resize')}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        >
          <span className="size-3.5 rounded-sm border-2 border-white bg-brand-600 shadow" />
        </span>
      )}
    </div>
  );
}
