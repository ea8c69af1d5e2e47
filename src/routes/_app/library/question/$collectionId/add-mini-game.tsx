// /library/question/{collectionId}/add-mini-game?kind= (spec §2 system library): a new mini game from a system bank.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/question/$collectionId/add-mini-game')({
  validateSearch: (search: Record<string, unknown>): { kind: GameKind } => ({ kind: asGameKind(search.kind) }),
  loader: ({ context, params }) => loadGameEditor(context.queryClient, { level: 'system' }, idOrNotFound(params.collectionId), null),
  component: SystemAddGameRoute,
});

function SystemAddGameRoute() {
  const bankId = idOrNotFound(Route.useParams().collectionId);
  const base = `/library/question/${bankId}`;
  return (
    <GameEditorRoute
      library={{ level: 'system' }}
      bankId={bankId}
      gameId={null}
      kind={Route.useSearch().kind}
      bankHref={base}
      playHref={(id) => `${base}/game/${id}`}
    />
  );
}
