// A titled part of a page with its own search box above its list (a page's second list, e.g. "Theo trường").
import type { ReactNode } from 'react';
import { SearchBox } from './search-box.tsx';

export interface SearchSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  searchLabel: string;
  name: string;
  onSearch: (text: string) => void;
  children: ReactNode;
}

export function SearchSection({ id, title, searchLabel, name, onSearch, children }: SearchSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="w-full max-w-xs">
          <SearchBox label={searchLabel} value={name} onSearch={onSearch} />
        </div>
      </div>
      {children}
    </section>
  );
}
