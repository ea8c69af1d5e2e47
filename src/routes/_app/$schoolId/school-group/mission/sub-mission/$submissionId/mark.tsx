// /{schoolId}/school-group/mission/sub-mission/{submissionId}/mark: the student's work with points and a comment.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MarkPage } from '@/features/missions/components/mark-page.tsx';
import { submissionQueryOptions } from '@/features/missions/api/get-submission.ts';
import { parseId } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/mission/sub-mission/$submissionId/mark')({
  staticData: { crumb: 'Chấm nhiệm vụ' },
  beforeLoad: ({ params }) => {
    const submissionId = parseId(params.submissionId);
    if (submissionId === null) throw notFound();
    return { submissionId };
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(submissionQueryOptions(context.schoolId, context.submissionId)),
  component: MarkRoute,
});

function MarkRoute() {
  const { schoolId, submissionId, schoolSession } = Route.useRouteContext();
  return <MarkPage schoolId={schoolId} submissionId={submissionId} userId={schoolSession.user.id} />;
}
