// The spec §3 filters of a library list: a search box that ignores diacritics, then category, subject, grade,
// textbook series, supplier, topic, review status (reviewers only) and sort. Every change goes to the URL.
import { useQuery } from '@tanstack/react-query';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { FilterSelect, toOptions } from '@/components/ui/filter-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LIBRARY_SORTS, LIBRARY_SORT_LABELS, REVIEW_STATUSES, REVIEW_STATUS_LABELS, type CategoryType, type LibraryFilters } from '@/shared/library.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import {
  categoryOptionsQueryOptions,
  gradesQueryOptions,
  subjectsQueryOptions,
  suppliersQueryOptions,
  textbookSeriesQueryOptions,
  topicsQueryOptions,
} from './api/get-selections.ts';
import { categoryOptionList } from './category-options.ts';
import { clearedFilters, isFiltered } from './library-search.ts';

type IdFilter = 'categoryIds' | 'subjectIds' | 'gradeIds' | 'textbookIds' | 'supplierIds' | 'topicIds';

export interface LibraryFilterBarProps {
  filters: LibraryFilters;
  /** Only the filters that change, with the page back to 1. */
  onChange: (patch: SearchPatch<LibraryFilters>) => void;
  categoryType: CategoryType;
  /** The school whose own categories are offered beside the system's. */
  schoolId?: number;
  /** Review status is a filter for reviewers only. */
  showStatus: boolean;
  searchLabel: string;
}

export function LibraryFilterBar({ filters, onChange, categoryType, schoolId, showStatus, searchLabel }: LibraryFilterBarProps) {
  const categories = useQuery(categoryOptionsQueryOptions(categoryType, schoolId));
  const subjects = useQuery(subjectsQueryOptions());
  const grades = useQuery(gradesQueryOptions());
  const series = useQuery(textbookSeriesQueryOptions());
  const suppliers = useQuery(suppliersQueryOptions());
  const topics = useQuery(topicsQueryOptions());
  const set = (patch: SearchPatch<LibraryFilters>) => onChange({ ...patch, page: undefined });
  const one = (key: IdFilter) => ({
    value: filters[key]?.[0] ? String(filters[key]![0]) : '',
    onChange: (v: string) => set({ [key]: v ? [Number(v)] : undefined }),
  });

  return (
    <section aria-label="Bộ lọc" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox label={searchLabel} value={filters.name ?? ''} onSearch={(text) => set({ name: text || undefined })} />
        <div className="w-44">
          <FilterSelect
            label="Sắp xếp"
            value={filters.sort ?? 'newest'}
            options={LIBRARY_SORTS.map((s) => ({ value: s, label: LIBRARY_SORT_LABELS[s] }))}
            onChange={(v) => set({ sort: v === 'newest' || !v ? undefined : (v as LibraryFilters['sort']) })}
          />
        </div>
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange(clearedFilters(filters))}>
            Xoá bộ lọc
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        <FilterSelect label="Danh mục" options={categoryOptionList(categories.data)} {...one('categoryIds')} />
        <FilterSelect label="Môn học" options={toOptions(subjects.data)} {...one('subjectIds')} />
        <FilterSelect label="Khối lớp" options={toOptions(grades.data)} {...one('gradeIds')} />
        <FilterSelect label="Bộ sách" options={toOptions(series.data)} {...one('textbookIds')} />
        <FilterSelect label="Nhà cung cấp" options={toOptions(suppliers.data)} {...one('supplierIds')} />
        <FilterSelect label="Chủ đề" options={toOptions(topics.data)} {...one('topicIds')} />
        {showStatus && (
          <FilterSelect
            label="Trạng thái"
            value={filters.status ?? ''}
            options={REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] }))}
            onChange={(v) => set({ status: (v || undefined) as LibraryFilters['status'] })}
          />
        )}
      </div>
    </section>
  );
}
