// A book open over the page that lists it (the catalogue, a class's materials): full screen, its address kept in the
// page's search (?book=&bookPage=) so a reload opens the same page. The reader and pdf.js load only when a book is
// opened. For a signed-in user it can be downloaded for use without a network; without a network a downloaded book
// opens from the device (the service worker answers the PDF's byte ranges) and is searched in its kept text.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { DownloadButton } from '@/components/downloads/download-button.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { isApiError } from '@/lib/api-error.ts';
import { downloadKey } from '@/shared/downloads.ts';
import type { Book, BookArea } from '@/shared/book.ts';
import { bookAreasQueryOptions, bookQueryOptions } from '../api/get-book.ts';
import type { BookAudience } from '../api/book-paths.ts';
import { searchBook } from '../api/search-book.ts';
import { searchPages } from '../search-pages.ts';
import { AreaTargetDialog } from './area-target-dialog.tsx';

const loadReader = () => import('./reader/ebook-reader.tsx');
const EbookReader = lazy(() => loadReader().then((m) => ({ default: m.EbookReader })));

/**
 * Loads the reader (which starts its pdf.js worker) once a page listing books has nothing else to do, so a tap on a
 * book waits only for the book. Safari has no idle callback: a short delay stands in.
 */
export function usePrefetchReader(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => void loadReader(), { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => void loadReader(), 1500);
    return () => clearTimeout(handle);
  }, [enabled]);
}

/** What a book's download keeps to open it offline (src/shared/downloads.ts). */
interface DownloadedBook {
  book: Book;
  areas: BookArea[];
  pages: string[];
}

export interface BookReaderOverlayProps {
  audience: BookAudience;
  bookId: number;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
  /** A signed-in reader: may download the book, and opens their download without a network. */
  userId?: number;
}

export function BookReaderOverlay({ audience, bookId, page, onPageChange, onClose, userId }: BookReaderOverlayProps) {
  // The reader's code (and its pdf.js worker) load while the book's details are fetched, not after.
  useEffect(() => void loadReader(), []);
  const book = useQuery(bookQueryOptions(audience, bookId));
  const areas = useQuery(bookAreasQueryOptions(audience, bookId));
  // Unreachable: from the first failed request, not after the retries (a Wi-Fi without internet still says online).
  const failure = book.error ?? book.failureReason;
  const offline = !book.data && isApiError(failure) && failure.isNetworkError;
  const copy = useQuery({
    queryKey: ['books', 'downloaded', userId ?? 0, bookId],
    queryFn: async () => {
      const { downloadedData } = await import('@/offline/downloads/downloads.ts');
      return downloadedData<DownloadedBook>(userId!, downloadKey('book', bookId));
    },
    enabled: userId !== undefined,
    // Read again at every opening: the book may have been downloaded since.
    gcTime: 0,
  });
  const [openArea, setOpenArea] = useState<BookArea | null>(null);
  const pages = copy.data?.pages;
  // A downloaded book is searched on the device (online too: no round trip); otherwise the server searches.
  const search = useCallback((q: string) => (pages ? Promise.resolve(searchPages(pages, q)) : searchBook(audience, bookId, q)), [audience, bookId, pages]);
  const shown = book.data ?? (offline ? copy.data?.book : undefined);
  const shownAreas = areas.data ?? copy.data?.areas ?? [];

  let body;
  if (!shown && book.isError && !(offline && copy.isPending)) {
    body = (
      <div className="mx-auto max-w-lg p-6">
        <ErrorAlert onRetry={() => void book.refetch()}>
          {offline ? 'Sách này chưa được tải xuống để đọc ngoại tuyến. Hãy kết nối mạng để mở.' : apiErrorText(book.error)}
        </ErrorAlert>
      </div>
    );
  } else if (!shown) {
    body = <PageSpinner label="Đang mở sách…" />;
  } else {
    body = (
      <Suspense fallback={<PageSpinner label="Đang mở sách…" />}>
        <EbookReader
          title={shown.title}
          fileUrl={shown.fileUrl}
          pageCount={shown.pageCount}
          areas={shownAreas}
          onOpenArea={setOpenArea}
          search={search}
          page={Math.min(Math.max(1, page), Math.max(1, shown.pageCount))}
          onPageChange={onPageChange}
          onClose={onClose}
          toolbarExtra={userId !== undefined ? <DownloadButton userId={userId} kind="book" id={shown.id} title={shown.title} /> : undefined}
        />
      </Suspense>
    );
  }

  return (
    <div role="dialog" aria-modal="true" aria-label={shown?.title ?? 'Sách điện tử'} className="fixed inset-0 z-40 flex flex-col bg-slate-100">
      {body}
      <AreaTargetDialog area={openArea} onClose={() => setOpenArea(null)} />
    </div>
  );
}
