// A book open over the page that lists it (the catalogue, a class's materials): full screen, its address kept in the
// page's search (?book=&page=) so a reload opens the same page. The reader and pdf.js load only when a book is opened.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import type { BookArea } from '@/shared/book.ts';
import { bookAreasQueryOptions, bookQueryOptions } from '../api/get-book.ts';
import type { BookAudience } from '../api/book-paths.ts';
import { searchBook } from '../api/search-book.ts';
import { AreaTargetDialog } from './area-target-dialog.tsx';

const EbookReader = lazy(() => import('./reader/ebook-reader.tsx').then((m) => ({ default: m.EbookReader })));

export interface BookReaderOverlayProps {
  audience: BookAudience;
  bookId: number;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

export function BookReaderOverlay({ audience, bookId, page, onPageChange, onClose }: BookReaderOverlayProps) {
  const book = useQuery(bookQueryOptions(audience, bookId));
  const areas = useQuery(bookAreasQueryOptions(audience, bookId));
  const [openArea, setOpenArea] = useState<BookArea | null>(null);
  const search = useCallback((q: string) => searchBook(audience, bookId, q), [audience, bookId]);

  let body;
  if (book.isError) {
    body = (
      <div className="mx-auto max-w-lg p-6">
        <ErrorAlert onRetry={() => void book.refetch()}>{apiErrorText(book.error)}</ErrorAlert>
      </div>
    );
  } else if (!book.data) {
    body = <PageSpinner label="Đang mở sách…" />;
  } else {
    body = (
      <Suspense fallback={<PageSpinner label="Đang mở sách…" />}>
        <EbookReader
          title={book.data.title}
          fileUrl={book.data.fileUrl}
          pageCount={book.data.pageCount}
          areas={areas.data ?? []}
          onOpenArea={setOpenArea}
          search={search}
          page={Math.min(Math.max(1, page), Math.max(1, book.data.pageCount))}
          onPageChange={onPageChange}
          onClose={onClose}
        />
      </Suspense>
    );
  }

  return (
    <div role="dialog" aria-modal="true" aria-label={book.data?.title ?? 'Sách điện tử'} className="fixed inset-0 z-40 flex flex-col bg-slate-100">
      {body}
      <AreaTargetDialog area={openArea} onClose={() => setOpenArea(null)} />
    </div>
  );
}
