// /{schoolId}/library/question/game/{gameId}/edit?collectionId= (spec §2 school library): a school bank's mini game
// edited; without the id (…/game/edit?collectionId=&kind=) a new one, as the school's questions are made at edit/.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/question/game/{-$gameId}/edit')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number; kind: GameKind } => ({
    collectionId: parseId(search.collectionId) ?? undefined,
    kind: asGameKind(search.kind),
  }),
  loaderDeps: ({ search }) => ({ collectionId: search.collectionId }),
  loader: ({ context, deps, params }) => {
    const gameId = params.gameId === undefined ? null : parseId(params.gameId);
    if (!deps.collectionId || (params.gameId !== undefined && gameId === null)) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'school', schoolId: context.schoolId }, deps.collectionId, gameId);
  },
  component: SchoolGameEditRoute,
});

function SchoolGameEditRoute() {
  const { schoolId } = Route.useRouteContext();
  const { collectionId, kind } = Route.useSearch();
  const { gameId } = Route.useParams();
  const base = `/${schoolId}/library/question`;
  return (
    <GameEditorRoute
      library={{ level: 'school', schoolId }}
      bankId={collectionId!}
      gameId={parseId(gameId)}
      kind={kind}
      bankHref={`${base}/${collectionId}`}
      playHref={(id) => `${base}/game/${id}?collectionId=${collectionId}`}
    />
  );
}
