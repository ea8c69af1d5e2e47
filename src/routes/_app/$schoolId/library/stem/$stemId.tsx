// /{schoolId}/library/stem/{stemId} (spec §2): one STEM topic laid out for the class, for its teachers and for the
// students of the groups given it. Loaded from the offline read cache when there is no network.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { stemTopicQueryOptions } from '@/features/stem/api/get-stem-topic.ts';
import { StemTopicView } from '@/features/stem/components/stem-topic-view.tsx';

export const Route = createFileRoute('/_app/$schoolId/library/stem/$stemId')({
  beforeLoad: ({ params }) => ({ topicId: idOrNotFound(params.stemId) }),
  loader: ({ context: { queryClient, schoolId, topicId } }) => queryClient.ensureQueryData(stemTopicQueryOptions(schoolId, topicId)),
  component: StemTopicRoute,
});

function StemTopicRoute() {
  const { schoolId, topicId } = Route.useRouteContext();
  return <StemTopicView schoolId={schoolId} topicId={topicId} />;
}
