// The categories of one type, managed (spec §7 admin level and school content categories): the system's at
// /categories, a school's at /s/categories.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { CategoryType, LibraryCategory } from '@/shared/library.ts';
import type { CategoryInput } from '@/shared/schemas/library.ts';

/** null: the system's categories. */
export type CategoryOwner = number | null;

const base = (owner: CategoryOwner) => (owner === null ? 'categories' : 's/categories');
const school = (owner: CategoryOwner) => (owner === null ? undefined : owner);
const key = (type: CategoryType, owner: CategoryOwner) => ['categories', type, owner ?? 0] as const;

export const categoriesQueryOptions = (type: CategoryType, owner: CategoryOwner) =>
  queryOptions({
    queryKey: key(type, owner),
    queryFn: ({ signal }) => requestData<LibraryCategory[]>(base(owner), { query: { type }, school: school(owner), signal }),
  });

export function useSaveCategory(type: CategoryType, owner: CategoryOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: CategoryInput }) =>
      requestData<LibraryCategory>(id ? `${base(owner)}/${id}` : base(owner), {
        method: id ? 'PATCH' : 'POST',
        query: id ? undefined : { type },
        school: school(owner),
        body: values,
      }),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: key(type, owner) }), qc.invalidateQueries({ queryKey: ['selections', 'categories', type] })]),
  });
}

export function useDeleteCategory(type: CategoryType, owner: CategoryOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`${base(owner)}/${id}`, { method: 'DELETE', school: school(owner) }),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: key(type, owner) }), qc.invalidateQueries({ queryKey: ['selections', 'categories', type] })]),
  });
}
