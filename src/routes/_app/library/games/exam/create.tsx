// /library/games/exam/create?examId=&kind= (spec §2 system library): a new mini game drafted from a system exam's
// questions; saved, it is listed on the exam's page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '@/lib/route-ids.ts';
import { asGameKind, type GameKind } from '@/shared/mini-game.ts';
import { loadExamGameEditor } from '@/routes/-game-loaders.ts';
import { GameEditorRoute } from '@/routes/-game-slots.tsx';

export const Route = createFileRoute('/_app/library/games/exam/create')({
  validateSearch: (search: Record<string, unknown>): { examId: number | null; kind: GameKind } => ({
    examId: parseId(search.examId),
    kind: asGameKind(search.kind),
  }),
  loaderDeps: ({ search }) => ({ examId: search.examId }),
  loader: ({ context, deps }) => {
    if (deps.examId === null) throw notFound();
    return loadExamGameEditor(context.queryClient, { level: 'system' }, deps.examId, null);
  },
  component: SystemExamGameCreateRoute,
});

function SystemExamGameCreateRoute() {
  const { examId, kind } = Route.useSearch();
  return <GameEditorRoute library={{ level: 'system' }} owner="exam" bankId={examId!} gameId={null} kind={kind} bankHref={`/library/exam/${examId}`} />;
}
