// /{schoolId}/person-library/question/add-mini-game?collectionId=&kind= (spec §2): a new mini game from one of the
// teacher's banks.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/$schoolId/person-library/question/add-mini-game')({
  validateSearch: (search: Record<string, unknown>): { collectionId?: number; kind: GameKind } => ({
    collectionId: parseId(search.collectionId) ?? undefined,
    kind: asGameKind(search.kind),
  }),
  loaderDeps: ({ search }) => ({ collectionId: search.collectionId }),
  loader: ({ context, deps }) => {
    if (!deps.collectionId) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'personal', schoolId: context.schoolId }, deps.collectionId, null);
  },
  component: PersonalAddGameRoute,
});

function PersonalAddGameRoute() {
  const { schoolId } = Route.useRouteContext();
  const { collectionId, kind } = Route.useSearch();
  const base = `/${schoolId}/person-library/question`;
  return (
    <GameEditorRoute
      library={{ level: 'personal', schoolId }}
      bankId={collectionId!}
      gameId={null}
      kind={kind}
      bankHref={`${base}/${collectionId}`}
      playHref={(id) => `${base}/game/${id}?collectionId=${collectionId}`}
    />
  );
}
