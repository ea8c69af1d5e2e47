// GET {level}/{kind path}?filters (spec §3 pagination and filters): one page of a library's items.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { libraryQueryString, type LibraryFilters, type LibraryItem, type LibraryKind, type LibraryPage } from '@/shared/library.ts';
import { KIND_PATHS, libraryKey, libraryPath, librarySchool, type LibraryRef } from '../library-ref.ts';

export interface LibraryListing<T extends LibraryItem> extends LibraryPage<T> {
  /** The caller reviews this school library: every status is listed and the review actions are theirs. */
  reviewer: boolean;
}

export const getLibraryPage = <T extends LibraryItem>(kind: LibraryKind, ref: LibraryRef, filters: LibraryFilters, signal?: AbortSignal) => {
  const qs = libraryQueryString(filters);
  return request<LibraryListing<T>>(`${libraryPath(ref, KIND_PATHS[kind])}${qs ? `?${qs}` : ''}`, { school: librarySchool(ref), signal });
};

export const libraryPageQueryOptions = <T extends LibraryItem>(kind: LibraryKind, ref: LibraryRef, filters: LibraryFilters) =>
  queryOptions({
    queryKey: [...libraryKey(kind, ref), 'list', filters],
    queryFn: ({ signal }) => getLibraryPage<T>(kind, ref, filters, signal),
    placeholderData: keepPreviousData,
  });
