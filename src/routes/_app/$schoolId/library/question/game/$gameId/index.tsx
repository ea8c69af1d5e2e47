// /{schoolId}/library/question/game/{gameId}?collectionId= (spec §2 school library): playing a mini game of a school
// bank.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { mayIn } from '@/components/library/library-permissions.ts';
import { GamePlayerPage } from '@/features/mini-games/components/game-player-page.tsx';
import { loadGame } from '@/routes/-game-loaders.ts';

export const Route = createFileRoute('/_app/$schoolId/library/question/game/$gameId/')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number } => ({ collectionId: parseId(search.collectionId) ?? undefined }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    if (!deps.collectionId) throw notFound();
    return loadGame(context.queryClient, { level: 'school', schoolId: context.schoolId }, deps.collectionId, idOrNotFound(params.gameId));
  },
  component: SchoolGameRoute,
});

function SchoolGameRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const bankId = Route.useSearch().collectionId!;
  const gameId = idOrNotFound(Route.useParams().gameId);
  const base = `/${schoolId}/library/question`;
  return (
    <GamePlayerPage
      library={{ level: 'school', schoolId }}
      bankId={bankId}
      gameId={gameId}
      bankHref={`${base}/${bankId}`}
      editHref={mayIn(schoolSession.grants, 'question', 'school', 'update') ? `${base}/game/${gameId}/edit?collectionId=${bankId}` : undefined}
    />
  );
}
