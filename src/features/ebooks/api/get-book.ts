// GET books/:id | free/books/:id, with its areas (GET …/:id/areas): what the reader needs to open a book.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { Book, BookArea } from '@/shared/book.ts';
import { bookBase, booksKey, type BookAudience } from './book-paths.ts';

export const bookQueryOptions = (audience: BookAudience, id: number) =>
  queryOptions({
    queryKey: [...booksKey(audience), 'detail', id],
    queryFn: ({ signal }) => requestData<Book>(`${bookBase(audience)}/${id}`, { signal }),
  });

export const bookAreasQueryOptions = (audience: BookAudience, id: number) =>
  queryOptions({
    queryKey: [...booksKey(audience), 'areas', id],
    queryFn: ({ signal }) => requestData<BookArea[]>(`${bookBase(audience)}/${id}/areas`, { signal }),
  });
