// GET {level}/question_collections/:id/mini_games and …/mini_games/:gameId: a bank's games, and one game to play. A
// game once opened is kept for offline play (persisted with the query cache), as a tablet in class may lose Wi-Fi.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { MiniGame, MiniGameSummary } from '@/shared/mini-game.ts';

export const gamesPath = (library: LibraryRef, bankId: number) => `${libraryPath(library, 'question_collections')}/${bankId}/mini_games`;
const gamesKey = (library: LibraryRef, bankId: number) => [...libraryKey('question', library), 'games', bankId] as const;

export const bankGamesQueryOptions = (library: LibraryRef, bankId: number) =>
  queryOptions({
    queryKey: [...gamesKey(library, bankId), 'list'],
    queryFn: ({ signal }) => requestData<MiniGameSummary[]>(gamesPath(library, bankId), { school: librarySchool(library), signal }),
  });

export const gameQueryOptions = (library: LibraryRef, bankId: number, gameId: number) =>
  queryOptions({
    queryKey: [...gamesKey(library, bankId), 'detail', gameId],
    queryFn: ({ signal }) => requestData<MiniGame>(`${gamesPath(library, bankId)}/${gameId}`, { school: librarySchool(library), signal }),
    meta: { offline: true },
  });
