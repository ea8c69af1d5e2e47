// /{schoolId}/learning-with-ai: AI pronunciation practice. The loader only starts the lessons' fetch (hover preloads
// it); the page says itself when the content is not on the device. The scoring worker and its model load only here.
import { createFileRoute } from '@tanstack/react-router';
import { lessonsQueryOptions } from '@/features/speaking/api/get-lessons.ts';
import { PracticePage } from '@/features/speaking/components/practice-page.tsx';
import { scoringClient } from '@/features/speaking/engine/device-scoring.ts';

export const Route = createFileRoute('/_app/$schoolId/learning-with-ai/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(lessonsQueryOptions(context.schoolId)),
  component: PracticeRoute,
});

function PracticeRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <PracticePage schoolId={schoolId} userId={schoolSession.user.id} client={scoringClient()} />;
}
