// Search in the book: the caller's search (the server's page texts, or a downloaded copy's) runs when the form is
// sent, and its hits are listed as "Trang N" with the words around the match, the searched words marked; a hit opens
// its page. Only the last search's answer is shown, however the answers arrive. The panel stays mounted while hidden,
// so closing it to read a hit and opening it again keeps the list.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import type { BookSearchHit } from '@/shared/book.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { highlightParts } from './highlight.ts';
import { READER_TEXT } from './reader-text.ts';

export interface SearchPanelProps {
  id: string;
  open: boolean;
  current: number;
  search: (q: string) => Promise<BookSearchHit[]>;
  onPageChange: (page: number) => void;
  onClose: () => void;
}

type SearchState =
  { status: 'idle' } | { status: 'searching'; q: string } | { status: 'done'; q: string; hits: BookSearchHit[] } | { status: 'failed'; q: string };

function Snippet({ text, q }: { text: string; q: string }) {
  return (
    <span className="line-clamp-3 text-sm text-slate-600">
      {highlightParts(text, q).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

export function SearchPanel({ id, open, current, search, onPageChange, onClose }: SearchPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const run = (q: string) => {
    const request = ++latest.current;
    setState({ status: 'searching', q });
    search(q).then(
      (hits) => request === latest.current && setState({ status: 'done', q, hits }),
      () => request === latest.current && setState({ status: 'failed', q }),
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) run(q);
  };

  return (
    <aside
      id={id}
      hidden={!open}
      aria-label={READER_TEXT.search}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white"
    >
      <form role="search" onSubmit={submit} className="flex items-center gap-2 border-b border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          {READER_TEXT.searchField}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          value={text}
          placeholder={READER_TEXT.searchField}
          onChange={(e) => setText(e.target.value)}
          className={fieldClass(false)}
        />
        <Button type="submit" size="sm" disabled={!text.trim()}>
          {READER_TEXT.searchSubmit}
        </Button>
      </form>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          {state.status === 'searching' && (
            <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-brand-700 border-r-transparent" />
          )}
          <p role="status">
            {state.status === 'idle' && READER_TEXT.searchHint}
            {state.status === 'searching' && READER_TEXT.searching}
            {state.status === 'done' &&
              fillPlaceholders(state.hits.length ? READER_TEXT.found : READER_TEXT.notFound, state.hits.length ? [state.hits.length, state.q] : [state.q])}
          </p>
        </div>
        {state.status === 'failed' && (
          <ErrorAlert size="sm" onRetry={() => run(state.q)} className="mt-2">
            {READER_TEXT.searchFailed}
          </ErrorAlert>
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1">
            {state.hits.map((hit) => (
              <li key={hit.page}>
                <button
                  type="button"
                  aria-current={hit.page === current ? 'page' : undefined}
                  onClick={() => onPageChange(hit.page)}
                  className="flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:bg-brand-50"
                >
                  <span className="text-sm font-semibold text-brand-700">{fillPlaceholders(READER_TEXT.page, [hit.page])}</span>
                  <Snippet text={hit.snippet} q={state.q} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
