// "Trang [ 12 ] / 180": type a page and press Enter (or leave the field) to jump; a number past either end goes to
// that end, anything else puts the current page back. The field is not validated by the browser (noValidate), which
// would refuse 999 instead of going to the last page.
import { useId, useState, type FormEvent } from 'react';
import { READER_TEXT } from './reader-text.ts';

export interface PageNumberFieldProps {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function PageNumberField({ page, total, onPageChange }: PageNumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return;
    const next = Math.min(Math.max(typed, 1), total);
    if (next !== page) onPageChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex items-center gap-1.5 text-sm text-slate-600">
      <label htmlFor={id} className="sr-only">
        {READER_TEXT.pageInput}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={total}
        value={draft ?? String(page)}
        onChange={(e) => setDraft(e.target.value)}
        onFocus={(e) => e.target.select()}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
        className="h-9 w-16 rounded-md border border-slate-300 bg-white px-2 text-center tabular-nums outline-none [appearance:textfield] focus:border-brand-500 focus:ring-2 focus:ring-brand-100 pointer-coarse:h-11 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <span className="tabular-nums">/ {total}</span>
    </form>
  );
}
