// The page being edited: drawn by pdf.js as the reader draws it, fitted whole into the space left by the side panel
// (every corner reachable without scrolling in the middle of a drag), with the page's areas on top. A drag on the page
// outside any area draws a new one; a tap there lets go of the selection. No text layer: a drag draws, it does not
// select words, and a sideways swipe does not turn the page as it does in the reader.
import { useRef, useState, type PointerEvent } from 'react';
import { Page } from 'react-pdf';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { Rect } from '@/shared/lecture.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { pixelRatio, type PageSize } from '../reader/page-view.tsx';
import { READER_TEXT } from '../reader/reader-text.ts';
import { AreaFrame, STAGE_ATTR } from './area-frame.tsx';
import type { DraftArea, ProblemMap } from './drafts.ts';
import { rectFromDrag, toPercent, type Point } from './geometry.ts';
import { useElementSize } from './use-element-size.ts';

export interface EditorStageProps {
  page: number;
  total: number;
  /** The page's areas, numbered in this order. */
  areas: DraftArea[];
  selectedId: string | null;
  problems: ProblemMap;
  /** The id of the text telling keyboard users what the keys do. */
  hintId: string;
  onSelect: (id: string | null) => void;
  onDraw: (rect: Rect) => void;
  onRect: (id: string, rect: Rect, mergeKey: string | null) => void;
  onDelete: (id: string) => void;
}

/** An A4 page in PDF points, until the book's own page has been read. */
const ASSUMED_PAGE: PageSize = { width: 595, height: 842 };

export function EditorStage(props: EditorStageProps) {
  const { page, total, areas, selectedId, problems, onSelect, onDraw } = props;
  const [measureRef, view] = useElementSize<HTMLDivElement>();
  const [sizes, setSizes] = useState<ReadonlyMap<number, PageSize>>(new Map());
  const [rendered, setRendered] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ page: number; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const drawing = useRef<{ from: Point; box: DOMRect } | null>(null);
  const [sketch, setSketch] = useState<Rect | null>(null);

  const pageSize = sizes.get(page) ?? sizes.values().next().value ?? ASSUMED_PAGE;
  const scale = view.width > 0 && view.height > 0 ? Math.min(view.width / pageSize.width, view.height / pageSize.height) : 0;
  const drawn = { width: Math.floor(pageSize.width * scale), height: Math.floor(pageSize.height * scale) };
  const pageFailed = failed?.page === page && failed.attempt === attempt;

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button > 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = { from: toPercent(e.clientX, e.clientY, box), box };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drawing.current;
    if (d) setSketch(rectFromDrag(d.from, toPercent(e.clientX, e.clientY, d.box)));
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    const d = drawing.current;
    drawing.current = null;
    setSketch(null);
    if (!d) return;
    const rect = rectFromDrag(d.from, toPercent(e.clientX, e.clientY, d.box));
    if (rect) onDraw(rect);
    else onSelect(null);
  };
  const cancel = () => {
    drawing.current = null;
    setSketch(null);
  };

  return (
    <div ref={measureRef} className="flex min-h-0 min-w-0 flex-1 items-center justify-center overflow-hidden bg-slate-200 p-4">
      {scale > 0 && (
        <div
          role="group"
          aria-label={fillPlaceholders(READER_TEXT.pageOf, [page, total])}
          aria-busy={!pageFailed && rendered !== page}
          className="relative shrink-0 bg-white shadow-md"
          style={{ width: drawn.width, height: drawn.height }}
        >
          {pageFailed ? (
            <div className="flex size-full items-center justify-center p-4">
              <ErrorAlert size="sm" onRetry={() => setAttempt((a) => a + 1)}>
                {READER_TEXT.pageFailed}
              </ErrorAlert>
            </div>
          ) : (
            <>
              {rendered !== page && (
                <div className="absolute inset-0 flex items-center justify-center">
                  <PageSpinner label={READER_TEXT.pageLoading} />
                </div>
              )}
              <Page
                key={attempt}
                pageNumber={page}
                width={drawn.width}
                devicePixelRatio={pixelRatio(drawn)}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                loading={null}
                error={null}
                onLoadSuccess={(p) =>
                  setSizes((prev) => (prev.has(p.pageNumber) ? prev : new Map(prev).set(p.pageNumber, { width: p.originalWidth, height: p.originalHeight })))
                }
                onRenderSuccess={(p) => setRendered(p.pageNumber)}
                onLoadError={() => setFailed({ page, attempt })}
                onRenderError={() => setFailed({ page, attempt })}
              />
              {/* The drawing surface: pointers only (the keyboard adds areas with "Thêm vùng"). */}
              <div
                {...{ [STAGE_ATTR]: '' }}
                className="absolute inset-0 z-10 cursor-crosshair touch-none"
                onPointerDown={down}
                onPointerMove={move}
                onPointerUp={up}
                onPointerCancel={cancel}
              >
                {areas.map((area, i) => (
                  <AreaFrame
                    key={area.id}
                    area={area}
                    number={i + 1}
                    selected={area.id === selectedId}
                    invalid={Boolean(problems[area.id])}
                    hintId={props.hintId}
                    onSelect={() => onSelect(area.id)}
                    onRect={(rect, mergeKey) => props.onRect(area.id, rect, mergeKey)}
                    onDelete={() => props.onDelete(area.id)}
                  />
                ))}
                {sketch && (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute rounded-sm border-2 border-dashed border-brand-700 bg-brand-500/15"
                    style={{ left: `${sketch.x}%`, top: `${sketch.y}%`, width: `${sketch.w}%`, height: `${sketch.h}%` }}
                  />
                )}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
