// The option lists library filters and forms choose from (spec §7 selections): subjects, grades, textbook series,
// suppliers, topics, a type's categories (the system's, and a school's own beside them), the school's teachers.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CategoryType, LibraryCategory, Named } from '@/shared/library.ts';

const HOUR = 60 * 60 * 1000;
const catalogue = (name: 'subjects' | 'grades' | 'textbook_series' | 'suppliers' | 'topics') =>
  queryOptions({
    queryKey: ['selections', name],
    queryFn: ({ signal }) => requestData<Named[]>(`selections/${name}`, { signal }),
    staleTime: HOUR,
  });

export const subjectsQueryOptions = () => catalogue('subjects');
export const gradesQueryOptions = () => catalogue('grades');
export const textbookSeriesQueryOptions = () => catalogue('textbook_series');
export const suppliersQueryOptions = () => catalogue('suppliers');

/**
 * A form's options with the entry its item already names: a supplier turned off is offered to no new item
 * (selections/suppliers lists active ones) but stays on the items that name it, and their form shows it.
 */
export const withCurrent = (list: Named[] | undefined, current: Named | null | undefined): Named[] | undefined =>
  list && current && !list.some((x) => x.id === current.id) ? [...list, { id: current.id, name: `${current.name} (đã tắt)` }] : list;
export const topicsQueryOptions = () => catalogue('topics');

/** A type's categories: the system's, and with a school also that school's own. */
export const categoryOptionsQueryOptions = (type: CategoryType, schoolId?: number) =>
  queryOptions({
    queryKey: ['selections', 'categories', type, schoolId ?? 0],
    queryFn: ({ signal }) =>
      requestData<LibraryCategory[]>(schoolId ? `s/selections/categories/${type}` : `selections/categories/${type}`, { school: schoolId, signal }),
    staleTime: 5 * 60 * 1000,
  });

export interface Colleague {
  id: number;
  first_name: string;
  last_name: string;
}

export const colleaguesQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['selections', 'colleagues', schoolId],
    queryFn: ({ signal }) => requestData<Colleague[]>('s/selections/colleagues', { school: schoolId, signal }),
  });
