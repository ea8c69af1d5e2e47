// /free-resources/books (spec §2): the free e-books catalogue, open without sign-in; ?book=&page= opens the reader.
import { createFileRoute } from '@tanstack/react-router';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { parseId } from '@/lib/route-ids.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import type { BookFilters } from '@/shared/book.ts';
import { BookCataloguePage } from '@/features/ebooks/components/book-catalogue-page.tsx';

interface BooksSearch extends BookFilters {
  book?: number;
  bookPage?: number;
}

function parseSearch(search: Record<string, unknown>): BooksSearch {
  const { name, page, gradeIds, subjectIds, supplierIds, textbookIds } = parseLibrarySearch(search);
  const book = parseId(search.book) ?? undefined;
  return { name, page, gradeIds, subjectIds, supplierIds, textbookIds, book, bookPage: book ? (parseId(search.bookPage) ?? undefined) : undefined };
}

export const Route = createFileRoute('/_public/free-resources/books')({
  staticData: { crumb: 'Sách' },
  validateSearch: parseSearch,
  component: BooksRoute,
});

function BooksRoute() {
  const { book, bookPage, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BookCataloguePage
      filters={filters}
      // Another search or page of the catalogue closes the reader.
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseSearch, { ...patch, book: undefined, bookPage: undefined }) })}
      open={book ? { bookId: book, page: bookPage ?? 1 } : null}
      // Turning pages replaces the address (the back button closes the book, not one page back).
      onOpenChange={(open) =>
        void navigate({
          search: (prev) => ({ ...prev, book: open?.bookId, bookPage: open && open.page > 1 ? open.page : undefined }),
          replace: Boolean(open && book === open.bookId),
        })
      }
    />
  );
}
