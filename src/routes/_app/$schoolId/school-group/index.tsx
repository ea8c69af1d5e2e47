// /{schoolId}/school-group: the teacher's groups (spec §2 school-group; menu key school_group).
import { createFileRoute } from '@tanstack/react-router';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { TeachingGroupsPage } from '@/features/exams-teaching/components/teaching-groups-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/school-group/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teachingGroupsQueryOptions(context.schoolId)),
  component: TeachingGroupsRoute,
});

function TeachingGroupsRoute() {
  const { schoolId } = Route.useRouteContext();
  return <TeachingGroupsPage schoolId={schoolId} />;
}
