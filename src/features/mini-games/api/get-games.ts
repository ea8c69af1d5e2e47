// GET {level}/question_collections/:id/mini_games (or {level}/exams/:id/…) and …/mini_games/:gameId: the games of a
// bank or an exam, and one game to play. A game once opened is kept for offline play (persisted with the query cache),
// as a tablet in class may lose Wi-Fi.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { libraryKey, libraryPath, librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import type { MiniGame, MiniGameSummary } from '@/shared/mini-game.ts';
import type { GameOwnerType } from '../game-owner.ts';

export const gamesPath = (library: LibraryRef, ownerId: number, owner: GameOwnerType = 'question') =>
  `${libraryPath(library, owner === 'exam' ? 'exams' : 'question_collections')}/${ownerId}/mini_games`;
/** Under the owner's library key: a change to the owner's library refreshes its games too. */
export const gamesKey = (library: LibraryRef, ownerId: number, owner: GameOwnerType = 'question') => [...libraryKey(owner, library), 'games', ownerId] as const;

export const bankGamesQueryOptions = (library: LibraryRef, ownerId: number, owner: GameOwnerType = 'question') =>
  queryOptions({
    queryKey: [...gamesKey(library, ownerId, owner), 'list'],
    queryFn: ({ signal }) => requestData<MiniGameSummary[]>(gamesPath(library, ownerId, owner), { school: librarySchool(library), signal }),
  });

export const gameQueryOptions = (library: LibraryRef, ownerId: number, gameId: number, owner: GameOwnerType = 'question') =>
  queryOptions({
    queryKey: [...gamesKey(library, ownerId, owner), 'detail', gameId],
    queryFn: ({ signal }) => requestData<MiniGame>(`${gamesPath(library, ownerId, owner)}/${gameId}`, { school: librarySchool(library), signal }),
    meta: { offline: true },
  });
