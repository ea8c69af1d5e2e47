// /{schoolId}/my-learning-group: the student's learning groups.
import { createFileRoute } from '@tanstack/react-router';
import { learningGroupsQueryOptions } from '@/features/exams/api/get-learning-groups.ts';
import { MyGroupsPage } from '@/features/exams/components/learning/my-groups-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(learningGroupsQueryOptions(context.schoolId)),
  component: MyGroupsRoute,
});

function MyGroupsRoute() {
  const { schoolId } = Route.useRouteContext();
  return <MyGroupsPage schoolId={schoolId} />;
}
