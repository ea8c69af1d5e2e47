// /library/games/{library}/{id}/edit?collectionId= (spec §2 system library): a mini game of another library of the
// system edited — a question bank's ({library} = question); any other name is not found.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/games/$library/$id/edit')({
  validateSearch: (search: Record<string, unknown>): { collectionId: number | null } => ({ collectionId: parseId(search.collectionId) }),
  loaderDeps: ({ search }) => ({ collectionId: search.collectionId }),
  loader: ({ context, params, deps }) => {
    if (params.library !== 'question' || deps.collectionId === null) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'system' }, deps.collectionId, idOrNotFound(params.id));
  },
  component: SystemLibraryGameEditRoute,
});

function SystemLibraryGameEditRoute() {
  const { collectionId } = Route.useSearch();
  const gameId = idOrNotFound(Route.useParams().id);
  const base = `/library/question/${collectionId}`;
  return (
    <GameEditorRoute
      library={{ level: 'system' }}
      bankId={collectionId!}
      gameId={gameId}
      kind="matching"
      bankHref={base}
      playHref={(id) => `${base}/game/${id}`}
    />
  );
}
