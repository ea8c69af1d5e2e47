// /{schoolId}/person-library/question/game/{gameId}/edit?collectionId= (spec §2): editing a mini game of one of the
// teacher's banks.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/question/game/$gameId/edit')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number } => ({ collectionId: parseId(search.collectionId) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    if (!deps.collectionId) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'personal', schoolId: context.schoolId }, deps.collectionId, idOrNotFound(params.gameId));
  },
  component: PersonalGameEditRoute,
});

function PersonalGameEditRoute() {
  const { schoolId } = Route.useRouteContext();
  const collectionId = Route.useSearch().collectionId!;
  const gameId = idOrNotFound(Route.useParams().gameId);
  const base = `/${schoolId}/person-library/question`;
  return (
    <GameEditorRoute
      library={{ level: 'personal', schoolId }}
      bankId={collectionId}
      gameId={gameId}
      kind="matching"
      bankHref={`${base}/${collectionId}`}
      playHref={(id) => `${base}/game/${id}?collectionId=${collectionId}`}
    />
  );
}
