// /library/question/{collectionId}/game/{gameId} (spec §2 system library): playing a system bank's mini game.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { GamePlayerPage } from '@/features/mini-games/components/game-player-page.tsx';
import { loadGame } from '@/routes/-game-loaders.ts';

export const Route = createFileRoute('/_app/library/question/$collectionId/game/$gameId/')({
  loader: ({ context, params }) => loadGame(context.queryClient, { level: 'system' }, idOrNotFound(params.collectionId), idOrNotFound(params.gameId)),
  component: SystemGameRoute,
});

function SystemGameRoute() {
  const { session } = Route.useRouteContext();
  const params = Route.useParams();
  const bankId = idOrNotFound(params.collectionId);
  const gameId = idOrNotFound(params.gameId);
  const base = `/library/question/${bankId}`;
  return (
    <GamePlayerPage
      library={{ level: 'system' }}
      bankId={bankId}
      gameId={gameId}
      bankHref={base}
      editHref={mayIn(session.grants, 'question', 'system', 'update') ? `${base}/game/${gameId}/edit` : undefined}
    />
  );
}
