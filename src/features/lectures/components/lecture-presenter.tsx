// A lecture presented (spec §2 /editor/{id}/preview): one slide filling the screen; next and previous with the arrow
// keys, Page Up/Down, Space, Home/End, a swipe or the buttons; full screen on request. Media play and questions reveal
// their answers here.
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { LectureDeck } from '@/shared/lecture.ts';
import { SlideView } from './slide-view.tsx';

/** A horizontal move longer than this (px), and mostly sideways, turns the page. */
export const SWIPE_PX = 50;

export interface LecturePresenterProps {
  title: string;
  deck: LectureDeck;
  start: number;
  onSlide?: (index: number) => void;
  exitTo: string;
  /** Beside the full-screen button (the download for use without a network). */
  toolbarExtra?: ReactNode;
}

const control = 'flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm text-white hover:bg-white/15 disabled:opacity-40';

export function LecturePresenter({ title, deck, start, onSlide, exitTo, toolbarExtra }: LecturePresenterProps) {
  const count = deck.slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), count - 1));
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback(
    (to: number) => {
      const next = Math.min(Math.max(to, 0), count - 1);
      setIndex(next);
      onSlide?.(next);
    },
    [count, onSlide],
  );

  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, video, audio, model-viewer, [contenteditable="true"]')) return;
      // A game or an area's content is played in a dialog over the slide: its keys are its own, and Space presses
      // the focused button (an area, a game's card) instead of turning the page.
      if (target?.closest('[role="dialog"]') || (e.key === ' ' && target?.closest('button, a'))) return;
      const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, ' ': 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
      if (e.key in moves) go(index + moves[e.key]!);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(count - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [go, index, count]);

  const down = (e: PointerEvent) => {
    swipe.current = (e.target as HTMLElement).closest('video, audio, model-viewer, button') ? null : { x: e.clientX, y: e.clientY };
  };
  const up = (e: PointerEvent) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y) * 1.5) go(index + (dx < 0 ? 1 : -1));
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    // The whole document, not the presenter: a game's or an area's dialog is drawn outside it (a portal) and would
    // stay hidden behind a full-screen presenter.
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  const slide = deck.slides[index]!;
  return (
    <div className="flex h-dvh flex-col bg-slate-900">
      <h1 className="sr-only">{title}</h1>
      <div
        className="flex min-h-0 flex-1 touch-pan-y items-center justify-center p-2"
        onPointerDown={down}
        onPointerUp={up}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div className="w-full max-w-[calc((100dvh-4.5rem)*16/9)]">
          <SlideView key={slide.id} slide={slide} mode="present" label={`Trang ${index + 1} trên ${count}`} className="shadow-2xl" />
        </div>
      </div>
      <nav aria-label="Điều khiển trình chiếu" className="flex items-center justify-between gap-2 bg-slate-950 px-3 py-1">
        <Link to={exitTo} className={control}>
          ✕ Thoát
        </Link>
        <div className="flex items-center gap-2">
          <button type="button" className={control} onClick={() => go(index - 1)} disabled={index === 0} aria-label="Trang trước">
            ‹
          </button>
          <span className="min-w-16 text-center text-sm text-slate-200" aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" className={control} onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Trang sau">
            ›
          </button>
        </div>
        <div className="flex items-center gap-2">
          {toolbarExtra}
          <button type="button" className={control} onClick={fullscreen}>
            Toàn màn hình
          </button>
        </div>
      </nav>
    </div>
  );
}
