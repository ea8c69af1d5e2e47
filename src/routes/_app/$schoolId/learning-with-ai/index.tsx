// /{schoolId}/learning-with-ai: AI pronunciation practice (issue 4). No loader on purpose: a loader stays in the main
// bundle, and the content fetch (with its IndexedDB copy) must load with the screen, not with every page. The scoring
// worker and its model load only here.
import { createFileRoute } from '@tanstack/react-router';
import { PracticePage } from '@/features/speaking/components/practice-page.tsx';
import { scoringClient } from '@/features/speaking/engine/device-scoring.ts';

export const Route = createFileRoute('/_app/$schoolId/learning-with-ai/')({
  component: PracticeRoute,
});

function PracticeRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <PracticePage schoolId={schoolId} userId={schoolSession.user.id} client={scoringClient()} />;
}
