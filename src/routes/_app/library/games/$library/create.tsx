// /library/games/{library}/create?collectionId=&kind= (spec §2 system library): a new mini game from another library
// of the system. The libraries with games are the question banks ({library} = question) and the exams (their own
// route, /library/games/exam); any other name is not found.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/games/$library/create')({
  validateSearch: (search: Record<string, unknown>): { collectionId: number | null; kind: GameKind } => ({
    collectionId: parseId(search.collectionId),
    kind: asGameKind(search.kind),
  }),
  loaderDeps: ({ search }) => ({ collectionId: search.collectionId }),
  loader: ({ context, params, deps }) => {
    if (params.library !== 'question' || deps.collectionId === null) throw notFound();
    return loadGameEditor(context.queryClient, { level: 'system' }, deps.collectionId, null);
  },
  component: SystemLibraryGameCreateRoute,
});

function SystemLibraryGameCreateRoute() {
  const { collectionId, kind } = Route.useSearch();
  const base = `/library/question/${collectionId}`;
  return (
    <GameEditorRoute library={{ level: 'system' }} bankId={collectionId!} gameId={null} kind={kind} bankHref={base} playHref={(id) => `${base}/game/${id}`} />
  );
}
