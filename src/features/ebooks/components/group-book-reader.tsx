// A group's e-book open in the reader over the group's page, named in the address (?book=12&bookPage=30,
// book-reader-search.ts) so a reload, the back button and a shared link keep it: the student's group page and the
// teacher's use the same words.
import type { BookReaderSearch } from '../book-reader-search.ts';
import { BookReaderOverlay } from './book-reader-overlay.tsx';

export interface GroupBookReaderProps {
  userId: number;
  search: BookReaderSearch;
  /** Changes the address's book and page; replace when only the page turns. */
  onChange: (next: BookReaderSearch, replace: boolean) => void;
}

export function GroupBookReader({ userId, search, onChange }: GroupBookReaderProps) {
  if (!search.book) return null;
  return (
    <BookReaderOverlay
      audience="signed-in"
      userId={userId}
      bookId={search.book}
      page={search.bookPage ?? 1}
      // Turning pages replaces the address: the back button closes the book, not one page back.
      onPageChange={(p) => onChange({ book: search.book, bookPage: p > 1 ? p : undefined }, true)}
      onClose={() => onChange({ book: undefined, bookPage: undefined }, false)}
    />
  );
}
