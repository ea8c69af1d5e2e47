// /library/question/{collectionId}/game/{gameId?}/edit (spec §2 system library): a system bank's mini game edited,
// or a new one when the id is left out.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/question/$collectionId/game/{-$gameId}/edit')({
  validateSearch: (search: Record<string, unknown>): { kind: GameKind } => ({ kind: asGameKind(search.kind) }),
  loader: ({ context, params }) => {
    const gameId = params.gameId === undefined ? null : parseId(params.gameId);
    if (params.gameId !== undefined && gameId === null) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'system' }, idOrNotFound(params.collectionId), gameId);
  },
  component: SystemGameEditRoute,
});

function SystemGameEditRoute() {
  const { collectionId, gameId } = Route.useParams();
  const bankId = idOrNotFound(collectionId);
  const base = `/library/question/${bankId}`;
  return (
    <GameEditorRoute
      library={{ level: 'system' }}
      bankId={bankId}
      gameId={gameId === undefined ? null : idOrNotFound(gameId)}
      kind={Route.useSearch().kind}
      bankHref={base}
      playHref={(id) => `${base}/game/${id}`}
    />
  );
}
