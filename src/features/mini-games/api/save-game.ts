// POST/PUT {level}/question_collections/:id/mini_games[/:gameId] (miniGameSchema) and DELETE …/:gameId; the bank's
// games refresh after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { MiniGame } from '@/shared/mini-game.ts';
import type { MiniGameInput } from '@/shared/schemas/mini-game.ts';
import { gamesPath } from './get-games.ts';

export function useSaveGame(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MiniGameInput }) =>
      requestData<MiniGame>(id ? `${gamesPath(library, bankId)}/${id}` : gamesPath(library, bankId), {
        method: id ? 'PUT' : 'POST',
        school: librarySchool(library),
        body: input,
      }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}

export function useDeleteGame(library: LibraryRef, bankId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`${gamesPath(library, bankId)}/${id}`, { method: 'DELETE', school: librarySchool(library) }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: libraryKey('question', library) }),
  });
}
