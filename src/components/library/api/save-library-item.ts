// POST {level}/{kind path} and PATCH …/:id: a library item's name and filing (libraryMetaSchema) plus its type's fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LibraryItem, LibraryKind } from '@/shared/library.ts';
import type { LibraryMetaInput } from '@/shared/schemas/library.ts';
import { KIND_PATHS, libraryKey, libraryPath, librarySchool, type LibraryRef } from '../library-ref.ts';

export function useSaveLibraryItem<T extends LibraryItem>(kind: LibraryKind, ref: LibraryRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: LibraryMetaInput & Record<string, unknown> }) =>
      requestData<T>(id ? `${libraryPath(ref, KIND_PATHS[kind])}/${id}` : libraryPath(ref, KIND_PATHS[kind]), {
        method: id ? 'PATCH' : 'POST',
        school: librarySchool(ref),
        body: values,
      }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey(kind, ref) }),
  });
}

export function useDeleteLibraryItem(kind: LibraryKind, ref: LibraryRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`${libraryPath(ref, KIND_PATHS[kind])}/${id}`, { method: 'DELETE', school: librarySchool(ref) }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey(kind, ref) }),
  });
}
