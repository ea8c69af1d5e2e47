// /{schoolId}/school-group/{id}/bang-diem: the group's gradebook for its teachers and the school's overseers.
import { createFileRoute } from '@tanstack/react-router';
import { gradebookQueryOptions } from '@/features/gradebook/api/get-gradebook.ts';
import { GradebookPage } from '@/features/gradebook/components/gradebook-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/bang-diem')({
  staticData: { crumb: 'Bảng điểm' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.id) }),
  // Started, not awaited: the page shows its own loading and error states.
  loader: ({ context }) => void context.queryClient.prefetchQuery(gradebookQueryOptions(context.schoolId, context.groupId)),
  component: GradebookRoute,
});

function GradebookRoute() {
  const { schoolId, groupId } = Route.useRouteContext();
  return <GradebookPage schoolId={schoolId} groupId={groupId} />;
}
