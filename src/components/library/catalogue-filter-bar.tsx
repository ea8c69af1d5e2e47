// The filters of a public catalogue (free books, free lectures): a search that ignores diacritics and the catalogue
// fields it offers (subject, grade, textbook series, publisher). The option lists are public, so visitors filter too.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { FilterSelect, toOptions } from '@/components/ui/filter-select.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import type { LibraryFilters } from '@/shared/library.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { gradesQueryOptions, subjectsQueryOptions, suppliersQueryOptions, textbookSeriesQueryOptions } from './api/get-selections.ts';
import { clearedFilters, isFiltered } from './library-search.ts';

export type CatalogueField = 'subjectIds' | 'gradeIds' | 'textbookIds' | 'supplierIds';

const LABELS: Record<CatalogueField, string> = { subjectIds: 'Môn học', gradeIds: 'Khối lớp', textbookIds: 'Bộ sách', supplierIds: 'Nhà xuất bản' };

export interface CatalogueFilterBarProps {
  filters: LibraryFilters;
  /** Only the filters that change, with the page back to 1. */
  onChange: (patch: SearchPatch<LibraryFilters>) => void;
  fields: CatalogueField[];
  searchLabel: string;
}

export function CatalogueFilterBar({ filters, onChange, fields, searchLabel }: CatalogueFilterBarProps) {
  const lists = {
    subjectIds: useQuery({ ...subjectsQueryOptions(), enabled: fields.includes('subjectIds') }).data,
    gradeIds: useQuery({ ...gradesQueryOptions(), enabled: fields.includes('gradeIds') }).data,
    textbookIds: useQuery({ ...textbookSeriesQueryOptions(), enabled: fields.includes('textbookIds') }).data,
    supplierIds: useQuery({ ...suppliersQueryOptions(), enabled: fields.includes('supplierIds') }).data,
  };
  const set = (patch: SearchPatch<LibraryFilters>) => onChange({ ...patch, page: undefined });
  return (
    <section aria-label="Bộ lọc" className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <SearchBox label={searchLabel} value={filters.name ?? ''} onSearch={(text) => set({ name: text || undefined })} />
      {fields.map((key) => (
        <div key={key} className="w-44">
          <FilterSelect
            label={LABELS[key]}
            options={toOptions(lists[key])}
            value={filters[key]?.[0] ? String(filters[key][0]) : ''}
            onChange={(v) => set({ [key]: v ? [Number(v)] : undefined })}
          />
        </div>
      ))}
      {isFiltered(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ ...clearedFilters(filters), sort: undefined })}>
          Xoá bộ lọc
        </Button>
      )}
    </section>
  );
}
