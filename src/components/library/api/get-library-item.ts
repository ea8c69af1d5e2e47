// GET {level}/{kind path}/:id: one library item with its type's own fields.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LibraryItem, LibraryKind } from '@/shared/library.ts';
import { KIND_PATHS, libraryKey, libraryPath, librarySchool, type LibraryRef } from '../library-ref.ts';

export const libraryItemQueryOptions = <T extends LibraryItem>(kind: LibraryKind, ref: LibraryRef, id: number) =>
  queryOptions({
    queryKey: [...libraryKey(kind, ref), 'item', id],
    queryFn: ({ signal }) => requestData<T>(`${libraryPath(ref, KIND_PATHS[kind])}/${id}`, { school: librarySchool(ref), signal }),
  });
