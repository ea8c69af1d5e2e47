// GET books/:id/search?q= | free/books/:id/search: the pages whose text has the words (accents ignored).
import { requestData } from '@/lib/http.ts';
import type { BookSearchHit } from '@/shared/book.ts';
import { bookBase, type BookAudience } from './book-paths.ts';

export const searchBook = (audience: BookAudience, id: number, q: string) =>
  requestData<BookSearchHit[]>(`${bookBase(audience)}/${id}/search`, { query: { q } });
