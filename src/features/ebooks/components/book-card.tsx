// A book in a catalogue: its cover (or a coloured placeholder with the title), title, filing and page count. The
// whole card is one button (a big touch target) that opens the reader.
import type { Book } from '@/shared/book.ts';

export function BookCover({ book, className = '' }: { book: Book; className?: string }) {
  return book.coverUrl ? (
    <img src={book.coverUrl} alt="" loading="lazy" className={`aspect-[3/4] w-full rounded-md bg-slate-100 object-cover ${className}`} />
  ) : (
    <div
      aria-hidden="true"
      className={`flex aspect-[3/4] w-full items-center justify-center rounded-md bg-brand-50 p-3 text-center text-sm font-semibold text-brand-800 ${className}`}
    >
      {book.title}
    </div>
  );
}

export function BookCard({ book, onOpen }: { book: Book; onOpen: (book: Book) => void }) {
  const filing = [book.subject?.name, book.grade?.name, book.supplier?.name].filter(Boolean).join(' · ');
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(book)}
        className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BookCover book={book} />
        <span className="line-clamp-2 font-medium text-slate-900">{book.title}</span>
        {filing && <span className="line-clamp-1 text-xs text-slate-500">{filing}</span>}
        <span className="mt-auto text-xs text-slate-500">{book.pageCount} trang</span>
      </button>
    </li>
  );
}
