// The mini-game screens as the routes of the three libraries show them: the editor with the questions of the bank or
// the exam (owned by the question-bank and exam-library features) and the game, and where it goes after a save. A '-'
// file: not a route.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { gameQueryOptions } from '@/features/mini-games/api/get-games.ts';
import type { GameOwnerType } from '@/features/mini-games/game-owner.ts';
import { examStructureQueryOptions } from '@/features/exam-library/api/exam-structure.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { GameEditorPage } from '@/features/mini-games/components/game-editor-page.tsx';
import type { GameKind, MiniGame } from '@/shared/mini-game.ts';

interface GameEditorRouteProps {
  library: LibraryRef;
  /** The bank's id, or the exam's when `owner` is 'exam'. */
  bankId: number;
  owner?: GameOwnerType;
  kind: GameKind;
  bankHref: string;
  /** Where a saved game is played; without it (an exam's games) a save goes back to `bankHref`. */
  playHref?: (gameId: number) => string;
}

/** The questions a new game is drafted from: the bank's, or every question of the exam's parts. */
function useOwnerQuestions(props: GameEditorRouteProps): BankQuestion[] {
  const exam = props.owner === 'exam';
  const bank = useQuery({ ...bankQuestionsQueryOptions(props.library, props.bankId), enabled: !exam });
  const structure = useQuery({ ...examStructureQueryOptions(props.library, props.bankId), enabled: exam });
  return (exam ? structure.data?.fractions.flatMap((f) => f.questions) : bank.data) ?? [];
}

function Editor({ game, ...props }: GameEditorRouteProps & { game: MiniGame | null }) {
  const questions = useOwnerQuestions(props);
  const navigate = useNavigate();
  return (
    <GameEditorPage
      {...props}
      key={game?.id ?? `new-${props.kind}`}
      game={game}
      questions={questions}
      onDone={(saved) => void navigate({ href: saved && props.playHref ? props.playHref(saved.id) : props.bankHref })}
    />
  );
}

function ExistingGame({ gameId, ...props }: GameEditorRouteProps & { gameId: number }) {
  const { data: game } = useSuspenseQuery(gameQueryOptions(props.library, props.bankId, gameId, props.owner));
  return <Editor {...props} kind={game.content.kind} game={game} />;
}

/** A new game (no id) or an edited one. */
export function GameEditorRoute({ gameId, ...props }: GameEditorRouteProps & { gameId: number | null }) {
  return gameId === null ? <Editor {...props} game={null} /> : <ExistingGame {...props} gameId={gameId} />;
}
