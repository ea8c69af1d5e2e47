// /{schoolId}/school-group/{id}: the teaching view of one group — its exams with progress counts.
import { createFileRoute } from '@tanstack/react-router';
import { groupExamsQueryOptions } from '@/features/exams-teaching/api/get-group-exams.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { GroupExamsPage } from '@/features/exams-teaching/components/group-exams-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/')({
  staticData: { crumb: 'Đề thi của nhóm' },
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.id) }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(groupExamsQueryOptions(context.schoolId, context.groupId)),
      context.queryClient.ensureQueryData(teachingGroupsQueryOptions(context.schoolId)),
    ]),
  component: GroupExamsRoute,
});

function GroupExamsRoute() {
  const { schoolId, groupId } = Route.useRouteContext();
  return <GroupExamsPage schoolId={schoolId} groupId={groupId} />;
}
