// A search field that reports its text after the user pauses typing, so each keystroke is not a request.
import { useEffect, useId, useRef, useState } from 'react';
import { fieldClass } from '@/components/ui/text-field.tsx';

const DEBOUNCE_MS = 350;

export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (text: string) => void; label: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  const lastSent = useRef(value);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The address changed by other means (back button, a link): show its search. Our own echo is ignored so that
  // letters typed while the list loads are kept.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = next;
      onSearchRef.current(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" value={text} placeholder={label} onChange={(e) => setText(e.target.value)} className={fieldClass(false)} />
    </div>
  );
}
