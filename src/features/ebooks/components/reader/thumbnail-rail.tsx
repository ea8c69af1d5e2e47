// The rail of small pages on the left. Every page has its button (light: a box and a number), but only the pages
// scrolled into view, and a few around them, are drawn: a 300-page book draws a dozen canvases, not 300, and fetches
// only their ranges. Slots have one fixed height, so what is in view is arithmetic on the scroll position. One Tab
// stop for the whole rail (the current page); the arrow keys, Home and End move between pages, Enter opens one.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Page } from 'react-pdf';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { READER_TEXT } from './reader-text.ts';

export const THUMB_WIDTH = 96;
const LABEL_HEIGHT = 22;
const GAP = 12;
/** Pages drawn above and below the ones in view. */
const OVERSCAN = 2;
/** Never more canvases than this, whatever the rail's height. */
export const MAX_DRAWN = 16;
/** The rail's height before it is measured. */
const ASSUMED_VIEW = 600;

export interface ThumbnailRailProps {
  id: string;
  total: number;
  current: number;
  /** Height over width of the pages (the first one read). */
  aspect: number;
  /** Canvases are drawn only after the current page, so the page being read gets the network first. */
  draw: boolean;
  onPageChange: (page: number) => void;
}

export function ThumbnailRail({ id, total, current, aspect, draw, onPageChange }: ThumbnailRailProps) {
  const rail = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(0);
  const boxHeight = Math.round(THUMB_WIDTH * aspect);
  const slot = boxHeight + LABEL_HEIGHT + GAP;

  // Keep the current page in view (turning pages, a search hit, the number field).
  useEffect(() => {
    const el = rail.current;
    if (!el) return;
    const view = el.clientHeight || ASSUMED_VIEW;
    const top = (current - 1) * slot;
    if (top < el.scrollTop || top + slot > el.scrollTop + view) {
      el.scrollTop = Math.max(0, top - (view - slot) / 2);
      setScrollTop(el.scrollTop);
    }
    setViewHeight(el.clientHeight);
  }, [current, slot]);

  const view = viewHeight || ASSUMED_VIEW;
  const first = Math.max(1, Math.floor(scrollTop / slot) + 1 - OVERSCAN);
  const last = Math.min(total, Math.ceil((scrollTop + view) / slot) + OVERSCAN, first + MAX_DRAWN - 1);

  const buttons = () => Array.from(rail.current?.querySelectorAll<HTMLButtonElement>('button[data-page]') ?? []);
  const move = (e: KeyboardEvent) => {
    const steps: Record<string, (n: number) => number> = {
      ArrowDown: (n) => n + 1,
      ArrowUp: (n) => n - 1,
      Home: () => 1,
      End: () => total,
    };
    const step = steps[e.key];
    const at = Number((e.target as HTMLElement).dataset.page);
    if (!step || !at) return;
    e.preventDefault();
    buttons()[Math.min(Math.max(step(at), 1), total) - 1]?.focus();
  };

  return (
    <nav
      id={id}
      ref={rail}
      aria-label={READER_TEXT.thumbnails}
      onScroll={(e) => {
        setScrollTop(e.currentTarget.scrollTop);
        setViewHeight(e.currentTarget.clientHeight);
      }}
      onKeyDown={move}
      className="w-32 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-100 py-2"
    >
      <ol>
        {Array.from({ length: total }, (_, i) => {
          const n = i + 1;
          const active = n === current;
          return (
            <li key={n} style={{ height: slot }} className="flex justify-center">
              <button
                type="button"
                data-page={n}
                tabIndex={active ? 0 : -1}
                aria-current={active ? 'page' : undefined}
                aria-label={fillPlaceholders(READER_TEXT.page, [n])}
                onClick={() => onPageChange(n)}
                className="group flex flex-col items-center gap-1 rounded-md p-1 outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
              >
                <span
                  className={`relative flex items-center justify-center overflow-hidden bg-white text-xs text-slate-400 shadow-sm ring-2 ${active ? 'ring-brand-600' : 'ring-transparent group-hover:ring-slate-300'}`}
                  style={{ width: THUMB_WIDTH, height: boxHeight }}
                >
                  {draw && n >= first && n <= last ? (
                    <Page
                      pageNumber={n}
                      width={THUMB_WIDTH}
                      devicePixelRatio={1.5}
                      renderTextLayer={false}
                      renderAnnotationLayer={false}
                      loading={null}
                      error={null}
                    />
                  ) : null}
                </span>
                <span className={`text-xs tabular-nums ${active ? 'font-semibold text-brand-700' : 'text-slate-600'}`}>{n}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
