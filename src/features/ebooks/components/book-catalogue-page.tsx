// /free-resources/books (spec §2 public routes): the free e-books, for anyone, signed in or not — filters by subject,
// grade, textbook series and publisher, covers in a grid, and the reader over the page (?book=&page=).
import { useQuery } from '@tanstack/react-query';
import { CatalogueFilterBar } from '@/components/library/catalogue-filter-bar.tsx';
import { isFiltered } from '@/components/library/library-search.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { BookFilters } from '@/shared/book.ts';
import { booksQueryOptions } from '../api/get-books.ts';
import { BookCard } from './book-card.tsx';
import { BookReaderOverlay, usePrefetchReader } from './book-reader-overlay.tsx';

export const CATALOGUE_PER_PAGE = 24;

export interface BookCataloguePageProps {
  filters: BookFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<BookFilters>) => void;
  /** The book open in the reader, and its page. */
  open: { bookId: number; page: number } | null;
  onOpenChange: (open: { bookId: number; page: number } | null) => void;
}

export function BookCataloguePage({ filters, onFiltersChange, open, onOpenChange }: BookCataloguePageProps) {
  const list = useQuery(booksQueryOptions('public', { ...filters, perPage: CATALOGUE_PER_PAGE }));
  const filtered = isFiltered(filters);
  usePrefetchReader(Boolean(list.data?.data.length));

  let body;
  if (list.isError) body = <ErrorAlert onRetry={() => void list.refetch()}>{apiErrorText(list.error)}</ErrorAlert>;
  else if (!list.data) body = <PageSpinner label="Đang tải sách…" />;
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        title={filtered ? 'Không có sách nào khớp bộ lọc.' : 'Chưa có sách miễn phí nào.'}
        description={filtered ? 'Hãy bỏ bớt điều kiện lọc.' : 'Sách miễn phí sẽ xuất hiện ở đây khi quản trị hệ thống thêm vào.'}
      />
    );
  else
    body = (
      <>
        <ul aria-label="Sách" className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
          {list.data.data.map((book) => (
            <BookCard key={book.id} book={book} onOpen={(b) => onOpenChange({ bookId: b.id, page: 1 })} />
          ))}
        </ul>
        <Pagination
          page={list.data.pagination.page}
          perPage={list.data.pagination.perPage}
          total={list.data.pagination.total}
          onChange={(page) => onFiltersChange({ page: page > 1 ? page : undefined })}
        />
      </>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Sách điện tử miễn phí</h1>
        <p className="text-sm text-slate-600">Đọc sách giáo khoa và tài liệu tham khảo ngay trên trình duyệt, không cần đăng nhập.</p>
      </div>
      <CatalogueFilterBar
        filters={filters}
        onChange={onFiltersChange}
        fields={['subjectIds', 'gradeIds', 'textbookIds', 'supplierIds']}
        searchLabel="Tìm sách"
      />
      {body}
      {open && (
        <BookReaderOverlay
          audience="public"
          bookId={open.bookId}
          page={open.page}
          onPageChange={(page) => onOpenChange({ bookId: open.bookId, page })}
          onClose={() => onOpenChange(null)}
        />
      )}
    </div>
  );
}
