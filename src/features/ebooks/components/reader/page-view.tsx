// The page being read, drawn by pdf.js at the width the reader chose, with the current page's text layer (so words
// can be selected) and its areas on top. A page still loading keeps its place at the page's proportions; one that
// cannot be loaded (the network went away half-way through an undownloaded book) says so. A sideways swipe turns the
// page, unless the page is zoomed wider than the screen, where the finger pans instead. A mouse drag selects text.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Page } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { BookArea } from '@/shared/book.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { AreaLayer } from './area-layer.tsx';
import { READER_TEXT } from './reader-text.ts';

/** A horizontal move longer than this (px), and mostly sideways, turns the page. */
export const SWIPE_PX = 50;

export interface PageSize {
  width: number;
  height: number;
}

export interface PageViewProps {
  page: number;
  total: number;
  /** The drawn page's size in CSS pixels. */
  size: PageSize;
  /** Wider than the viewport (zoomed in): a finger pans instead of turning the page. */
  pans: boolean;
  /** The page's areas are shown once its real proportions are known. */
  showAreas: boolean;
  areas: BookArea[];
  onOpenArea: (area: BookArea) => void;
  onTurn: (delta: 1 | -1) => void;
  /** The page's own size (PDF points), once pdf.js has read it. */
  onPageSize: (page: number, size: PageSize) => void;
  onRendered: () => void;
  onRetry: () => void;
  /** Measures the viewport the page is fitted into. */
  measureRef: (el: HTMLDivElement | null) => (() => void) | undefined;
}

/** Safari refuses a canvas of more pixels than this (and a zoomed page on a tablet would ask for more). */
const MAX_CANVAS_PIXELS = 16_000_000;

// Sharper than 2 costs memory a school tablet does not have, for no difference one can see; a zoomed page is drawn
// less sharp rather than not at all.
export const pixelRatio = ({ width, height }: PageSize) =>
  Math.min(globalThis.devicePixelRatio || 1, 2, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(width * height, 1)));

export function PageView(props: PageViewProps) {
  const { page, total, size, pans, onPageSize, onRendered, onTurn, measureRef } = props;
  const scroller = useRef<HTMLDivElement | null>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [renderedPage, setRenderedPage] = useState<number | null>(null);
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const failed = failedPage === page;

  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      scroller.current = el;
      const stop = measureRef(el);
      return () => {
        stop?.();
        scroller.current = null;
      };
    },
    [measureRef],
  );

  // A new page is read from its top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [page]);

  const down = (e: PointerEvent) => {
    const onControl = (e.target as HTMLElement).closest('button');
    swipe.current = e.pointerType === 'mouse' || onControl ? null : { x: e.clientX, y: e.clientY };
  };
  const up = (e: PointerEvent) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s || pans) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y) * 1.5) onTurn(dx < 0 ? 1 : -1);
  };

  return (
    // Focusable: a page zoomed beyond the screen is scrolled with the keyboard too.
    <div
      ref={ref}
      tabIndex={0}
      role="region"
      aria-label="Trang sách"
      className={`min-h-0 min-w-0 flex-1 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600 bg-slate-200 p-4 [scrollbar-gutter:stable] ${pans ? 'touch-auto' : 'touch-pan-y'}`}
      onPointerDown={down}
      onPointerUp={up}
      onPointerCancel={() => (swipe.current = null)}
    >
      <div
        role="group"
        aria-label={fillPlaceholders(READER_TEXT.pageOf, [page, total])}
        aria-busy={!failed && renderedPage !== page}
        className="relative mx-auto bg-white shadow-md"
        style={{ width: size.width, height: size.height }}
      >
        {failed ? (
          <div className="flex size-full items-center justify-center p-4">
            <ErrorAlert size="sm" onRetry={props.onRetry}>
              {READER_TEXT.pageFailed}
            </ErrorAlert>
          </div>
        ) : (
          <>
            {renderedPage !== page && (
              <div className="absolute inset-0 flex items-center justify-center">
                <PageSpinner label={READER_TEXT.pageLoading} />
              </div>
            )}
            <Page
              pageNumber={page}
              width={size.width}
              devicePixelRatio={pixelRatio(size)}
              renderTextLayer
              renderAnnotationLayer={false}
              loading={null}
              error={null}
              onLoadSuccess={(p) => onPageSize(p.pageNumber, { width: p.originalWidth, height: p.originalHeight })}
              onRenderSuccess={(p) => {
                setRenderedPage(p.pageNumber);
                onRendered();
              }}
              onLoadError={() => setFailedPage(page)}
              onRenderError={() => setFailedPage(page)}
            />
            {props.showAreas && <AreaLayer areas={props.areas} onOpenArea={props.onOpenArea} />}
          </>
        )}
      </div>
    </div>
  );
}
