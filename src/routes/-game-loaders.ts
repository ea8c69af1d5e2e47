// What the mini-game routes load before they show: the bank or exam, its questions (a new game's first draft) and the
// game.
// Only query options here: a loader is bundled with the app's first chunk. A '-' file: the router does not take it
// for a route.
import type { QueryClient } from '@tanstack/react-query';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { gameQueryOptions } from '@/features/mini-games/api/get-games.ts';
import { examStructureQueryOptions } from '@/features/exam-library/api/exam-structure.ts';

export async function loadGameEditor(queryClient: QueryClient, library: LibraryRef, bankId: number, gameId: number | null): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(libraryItemQueryOptions('question', library, bankId)),
    queryClient.ensureQueryData(bankQuestionsQueryOptions(library, bankId)),
    gameId === null ? null : queryClient.ensureQueryData(gameQueryOptions(library, bankId, gameId)),
  ]);
}

/** A game of an exam: the exam, its questions (a new game's first draft) and the game. */
export async function loadExamGameEditor(queryClient: QueryClient, library: LibraryRef, examId: number, gameId: number | null): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(libraryItemQueryOptions('exam', library, examId)),
    queryClient.ensureQueryData(examStructureQueryOptions(library, examId)),
    gameId === null ? null : queryClient.ensureQueryData(gameQueryOptions(library, examId, gameId, 'exam')),
  ]);
}

/** Playing needs the game alone, so a game opened once plays offline from the persisted cache. */
export const loadGame = (queryClient: QueryClient, library: LibraryRef, bankId: number, gameId: number) =>
  queryClient.ensureQueryData(gameQueryOptions(library, bankId, gameId));
