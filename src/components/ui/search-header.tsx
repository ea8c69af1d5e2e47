// The top of a searchable list page: its title, then the search box and the page's own actions (add, import…).
import type { ReactNode } from 'react';
import { SearchBox } from './search-box.tsx';

export interface SearchHeaderProps {
  title: ReactNode;
  searchLabel: string;
  /** The search text in the address. */
  name: string;
  onSearch: (text: string) => void;
  actions?: ReactNode;
}

export function SearchHeader({ title, searchLabel, name, onSearch, actions }: SearchHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox label={searchLabel} value={name} onSearch={onSearch} />
        {actions}
      </div>
    </div>
  );
}
