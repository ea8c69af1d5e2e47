// The e-book reader (spec §2 e-books): a PDF textbook read one page at a time, with the rail of small pages, zoom,
// search, the book's areas (a picture, a sound, a question, a game) on its pages and the list of its activities. It
// fetches nothing itself but the PDF, which pdf.js reads by byte ranges, so a page shows long before a 300-page book
// has downloaded; the page lives in the caller's URL. Load it lazily (`lazy(() => import(…/ebook-reader.tsx))`): it brings react-pdf and pdf.js with it.
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Document } from 'react-pdf';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { BookArea, BookSearchHit } from '@/shared/book.ts';
import { PageView, type PageSize } from './page-view.tsx';
import { PDF_OPTIONS } from './pdf-setup.ts';
import { ReaderToolbar } from './reader-toolbar.tsx';
import { ActivitiesPanel } from './activities-panel.tsx';
import { READER_TEXT } from './reader-text.ts';
import { SearchPanel } from './search-panel.tsx';
import { ThumbnailRail } from './thumbnail-rail.tsx';
import { useElementWidth } from './use-element-width.ts';
import { useReaderKeys } from './use-reader-keys.ts';
import { effectiveScale, zoomInFrom, zoomOutFrom, type Zoom } from './zoom.ts';

export interface EbookReaderProps {
  title: string;
  /** The PDF address; fetched by pdf.js with Range requests (the server and, offline, the service worker answer ranges). */
  fileUrl: string;
  /** Known from the server; pdf.js's own count is used once the file is open. */
  pageCount: number;
  /** Drawn over their page as focusable buttons (aria-label = area.label). */
  areas: BookArea[];
  onOpenArea: (area: BookArea) => void;
  /** The caller decides where the text comes from (the server, a downloaded copy). */
  search: (q: string) => Promise<BookSearchHit[]>;
  /** The 1-based page shown (the caller keeps it in the URL). */
  page: number;
  onPageChange: (page: number) => void;
  /** Shows a close button when given. */
  onClose?: () => void;
  /** Extra controls in the toolbar (e.g. the caller's download button). */
  toolbarExtra?: ReactNode;
}

/** An A4 page in PDF points, until the book's own page has been read. */
const ASSUMED_PAGE: PageSize = { width: 595, height: 842 };
/** The page view's padding (p-4) on both sides. */
const PADDING = 32;
/** The page view's width before it is measured. */
const ASSUMED_VIEW = 800;
const NO_SIZES: ReadonlyMap<number, PageSize> = new Map();

export function EbookReader(props: EbookReaderProps) {
  const { fileUrl, areas, page, onPageChange } = props;
  const root = useRef<HTMLDivElement>(null);
  const railId = useId();
  const searchId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const [railOpen, setRailOpen] = useState(true);
  const [searchOpen, setSearchOpen] = useState(false);
  const activitiesId = useId();
  const activitiesButton = useRef<HTMLButtonElement>(null);
  const [activitiesOpen, setActivitiesOpen] = useState(false);
  const hasActivities = useMemo(() => areas.some((a) => a.target.type !== 'media'), [areas]);
  const [zoom, setZoom] = useState<Zoom>(null);
  const [measureRef, viewWidth] = useElementWidth<HTMLDivElement>();

  // What is known of the open document belongs to one file and one attempt at opening it; "Thử lại" starts another.
  const [attempt, setAttempt] = useState(0);
  const docKey = `${attempt}:${fileUrl}`;
  const [opened, setOpened] = useState<{ key: string; numPages: number } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [drawKey, setDrawKey] = useState<string | null>(null);
  const [sizes, setSizes] = useState<{ url: string; map: ReadonlyMap<number, PageSize> }>({ url: fileUrl, map: NO_SIZES });
  const known = sizes.url === fileUrl ? sizes.map : NO_SIZES;
  const failed = failedKey === docKey;
  const retry = () => {
    setFailedKey(null);
    setAttempt((a) => a + 1);
  };

  const total = opened?.key === docKey ? opened.numPages : Math.max(props.pageCount, 1);
  const current = Math.min(Math.max(page, 1), total);
  const go = (to: number) => {
    const next = Math.min(Math.max(to, 1), total);
    if (next !== current) onPageChange(next);
  };

  const firstSize = known.values().next().value ?? ASSUMED_PAGE;
  const pageSize = known.get(current) ?? firstSize;
  const fitWidth = (viewWidth || ASSUMED_VIEW) - PADDING;
  const scale = effectiveScale(zoom, pageSize.width, fitWidth);
  const drawnWidth = Math.floor(pageSize.width * scale);
  const drawn = { width: drawnWidth, height: (drawnWidth * pageSize.height) / pageSize.width };
  const zoomIn = zoomInFrom(scale);
  const zoomOut = zoomOutFrom(scale);

  useReaderKeys(root, {
    turn: (delta) => go(current + delta),
    zoomIn: () => zoomIn !== null && setZoom(zoomIn),
    zoomOut: () => zoomOut !== null && setZoom(zoomOut),
  });

  const onPageSize = useCallback(
    (n: number, size: PageSize) =>
      setSizes((prev) => {
        const map = prev.url === fileUrl ? prev.map : NO_SIZES;
        return map.has(n) ? prev : { url: fileUrl, map: new Map(map).set(n, size) };
      }),
    [fileUrl],
  );
  const pageAreas = useMemo(() => areas.filter((a) => a.page === current), [areas, current]);
  const closeSearch = () => {
    setSearchOpen(false);
    searchButton.current?.focus();
  };
  const closeActivities = () => {
    setActivitiesOpen(false);
    activitiesButton.current?.focus();
  };
  // The two side panels share the reader's right edge: opening one closes the other.
  const toggleSearch = () => {
    setActivitiesOpen(false);
    setSearchOpen((o) => !o);
  };
  const toggleActivities = () => {
    setSearchOpen(false);
    setActivitiesOpen((o) => !o);
  };
  const openActivity = (area: BookArea) => {
    go(area.page);
    props.onOpenArea(area);
  };

  return (
    <div ref={root} className="flex h-dvh max-h-full min-h-0 flex-col bg-slate-100">
      <ReaderToolbar
        title={props.title}
        page={current}
        total={total}
        onPageChange={go}
        percent={Math.round(scale * 100)}
        fit={zoom === null}
        onZoomIn={zoomIn === null ? null : () => setZoom(zoomIn)}
        onZoomOut={zoomOut === null ? null : () => setZoom(zoomOut)}
        onFit={() => setZoom(null)}
        rail={{ open: railOpen, id: railId, onToggle: () => setRailOpen((o) => !o) }}
        search={{ open: searchOpen, id: searchId, onToggle: toggleSearch, buttonRef: searchButton }}
        activities={hasActivities ? { open: activitiesOpen, id: activitiesId, onToggle: toggleActivities, buttonRef: activitiesButton } : undefined}
        onClose={props.onClose}
        extra={props.toolbarExtra}
      />
      <div className="flex min-h-0 flex-1">
        {failed ? (
          <div className="flex flex-1 items-center justify-center p-6">
            <ErrorAlert onRetry={retry} className="max-w-lg">
              {READER_TEXT.openFailed}
            </ErrorAlert>
          </div>
        ) : (
          <Document
            key={docKey}
            file={fileUrl}
            options={PDF_OPTIONS}
            suspense={false}
            loading={<PageSpinner label={READER_TEXT.opening} />}
            error={null}
            onLoadSuccess={(pdf) => setOpened({ key: docKey, numPages: pdf.numPages })}
            onLoadError={() => setFailedKey(docKey)}
            // A textbook is never locked; a locked file is one we cannot open (not a browser prompt in English).
            onPassword={() => setFailedKey(docKey)}
            className="flex min-h-0 min-w-0 flex-1 [&>.react-pdf\_\_message]:m-auto"
          >
            {railOpen && (
              <ThumbnailRail
                id={railId}
                total={total}
                current={current}
                aspect={firstSize.height / firstSize.width}
                draw={drawKey === docKey}
                onPageChange={go}
              />
            )}
            <PageView
              page={current}
              total={total}
              size={drawn}
              pans={drawn.width > fitWidth + 1}
              showAreas={known.has(current)}
              areas={pageAreas}
              onOpenArea={props.onOpenArea}
              onTurn={(delta) => go(current + delta)}
              onPageSize={onPageSize}
              onRendered={() => setDrawKey(docKey)}
              onRetry={retry}
              measureRef={measureRef}
            />
          </Document>
        )}
        <SearchPanel id={searchId} open={searchOpen} current={current} search={props.search} onPageChange={go} onClose={closeSearch} />
        {hasActivities && (
          <ActivitiesPanel id={activitiesId} open={activitiesOpen} areas={areas} current={current} onOpen={openActivity} onClose={closeActivities} />
        )}
      </div>
    </div>
  );
}
