// /library/games/exam/{id}/edit?examId= (spec §2 system library): a system exam's mini game edited and tried out.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { idOrNotFound, parseId } from '@/lib/route-ids.ts';
import { loadExamGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/games/exam/$id/edit')({
  validateSearch: (search: Record<string, unknown>): { examId: number | null } => ({ examId: parseId(search.examId) }),
  loaderDeps: ({ search }) => ({ examId: search.examId }),
  loader: ({ context, params, deps }) => {
    if (deps.examId === null) throw notFound();
    return loadExamGameEditor(context.queryClient, { level: 'system' }, deps.examId, idOrNotFound(params.id));
  },
  component: SystemExamGameEditRoute,
});

function SystemExamGameEditRoute() {
  const { examId } = Route.useSearch();
  const gameId = idOrNotFound(Route.useParams().id);
  return <GameEditorRoute library={{ level: 'system' }} owner="exam" bankId={examId!} gameId={gameId} kind="matching" bankHref={`/library/exam/${examId}`} />;
}
