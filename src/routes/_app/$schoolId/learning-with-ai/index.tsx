// /{schoolId}/learning-with-ai: AI pronunciation practice (issue 4). The scoring worker and its model load only here.
import { createFileRoute } from '@tanstack/react-router';
import { PracticePage } from '@/features/speaking/components/practice-page.tsx';
import { scoringClient } from '@/features/speaking/engine/device-scoring.ts';
import { lessonsQueryOptions } from '@/features/speaking/api/get-lessons.ts';

export const Route = createFileRoute('/_app/$schoolId/learning-with-ai/')({
  // Prefetch without blocking: offline the page answers from the device copy or says what it cannot load.
  loader: ({ context }) => void context.queryClient.prefetchQuery(lessonsQueryOptions(context.schoolId)),
  component: PracticeRoute,
});

function PracticeRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <PracticePage schoolId={schoolId} userId={schoolSession.user.id} client={scoringClient()} />;
}
