// GET books | free/books: a page of e-books with the catalogue's filters.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { libraryQueryString } from '@/shared/library.ts';
import type { BookFilters, BookPage } from '@/shared/book.ts';
import { bookBase, booksKey, type BookAudience } from './book-paths.ts';

export const booksQueryOptions = (audience: BookAudience, filters: BookFilters, opts: { pollWhileProcessing?: boolean } = {}) =>
  queryOptions({
    queryKey: [...booksKey(audience), 'list', filters],
    queryFn: ({ signal }) => {
      const qs = libraryQueryString(filters);
      return request<BookPage>(`${bookBase(audience)}${qs ? `?${qs}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
    // A book being prepared becomes ready within seconds: the manager's list follows it without a reload.
    refetchInterval: opts.pollWhileProcessing ? (q) => (q.state.data?.data.some((b) => b.status === 'processing') ? 2000 : false) : false,
  });
