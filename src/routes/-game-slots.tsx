// The mini-game screens as the routes of the three libraries show them: the editor with the bank's questions (owned
// by the question-bank feature) and the game, and where it goes after a save. A '-' file: not a route.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { bankQuestionsQueryOptions } from '@/features/question-bank/api/get-bank-questions.ts';
import { gameQueryOptions } from '@/features/mini-games/api/get-games.ts';
import { GameEditorPage } from '@/features/mini-games/components/game-editor-page.tsx';
import type { GameKind, MiniGame } from '@/shared/mini-game.ts';

interface GameEditorRouteProps {
  library: LibraryRef;
  bankId: number;
  kind: GameKind;
  bankHref: string;
  /** Where a saved game is played. */
  playHref: (gameId: number) => string;
}

function Editor({ game, ...props }: GameEditorRouteProps & { game: MiniGame | null }) {
  const { data: questions } = useSuspenseQuery(bankQuestionsQueryOptions(props.library, props.bankId));
  const navigate = useNavigate();
  return (
    <GameEditorPage
      {...props}
      key={game?.id ?? `new-${props.kind}`}
      game={game}
      questions={questions}
      onDone={(saved) => void navigate({ href: saved ? props.playHref(saved.id) : props.bankHref })}
    />
  );
}

function ExistingGame({ gameId, ...props }: GameEditorRouteProps & { gameId: number }) {
  const { data: game } = useSuspenseQuery(gameQueryOptions(props.library, props.bankId, gameId));
  return <Editor {...props} kind={game.content.kind} game={game} />;
}

/** A new game (no id) or an edited one. */
export function GameEditorRoute({ gameId, ...props }: GameEditorRouteProps & { gameId: number | null }) {
  return gameId === null ? <Editor {...props} game={null} /> : <ExistingGame {...props} gameId={gameId} />;
}
