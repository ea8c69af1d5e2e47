// POST/PUT {level}/question_collections/:id/mini_games[/:gameId] (or {level}/exams/:id/…; miniGameSchema) and
// DELETE …/:gameId; the owner's games refresh after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { MiniGame } from '@/shared/mini-game.ts';
import type { MiniGameInput } from '@/shared/schemas/mini-game.ts';
import { gamesKey, gamesPath } from './get-games.ts';
import type { GameOwnerType } from '../game-owner.ts';

export function useSaveGame(library: LibraryRef, ownerId: number, owner: GameOwnerType = 'question') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MiniGameInput }) =>
      requestData<MiniGame>(id ? `${gamesPath(library, ownerId, owner)}/${id}` : gamesPath(library, ownerId, owner), {
        method: id ? 'PUT' : 'POST',
        school: librarySchool(library),
        body: input,
      }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: gamesKey(library, ownerId, owner) }),
  });
}

export function useDeleteGame(library: LibraryRef, ownerId: number, owner: GameOwnerType = 'question') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestData<{ id: number }>(`${gamesPath(library, ownerId, owner)}/${id}`, { method: 'DELETE', school: librarySchool(library) }),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: gamesKey(library, ownerId, owner) }),
  });
}
