// The system's e-book management: POST books (from an uploaded PDF; the server prepares it in the background),
// PATCH books/:id (details, free or not), DELETE books/:id, PUT books/:id/areas.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import type { Book, BookArea } from '@/shared/book.ts';
import type { BookAreasInput, BookCreateInput, BookDetailsInput } from '@/shared/schemas/book.ts';

const BOOKS = ['books'] as const;

function useBookMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, networkMode: 'always', onSuccess: () => qc.invalidateQueries({ queryKey: BOOKS }) });
}

export const useCreateBook = () =>
  useBookMutation((input: BookCreateInput) => requestData<{ book: Book; taskId: string | null }>('books', { method: 'POST', body: input }));

export const useUpdateBook = () =>
  useBookMutation(({ id, input }: { id: number; input: BookDetailsInput }) => requestData<Book>(`books/${id}`, { method: 'PATCH', body: input }));

export const useDeleteBook = () => useBookMutation((id: number) => request<unknown>(`books/${id}`, { method: 'DELETE' }));

export const useSaveBookAreas = () =>
  useBookMutation(({ id, input }: { id: number; input: BookAreasInput }) => requestData<BookArea[]>(`books/${id}/areas`, { method: 'PUT', body: input }));
