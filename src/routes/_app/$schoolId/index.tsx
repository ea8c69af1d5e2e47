// /{schoolId}: the school root dashboard.
import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/features/shell/api/get-dashboard.ts';
import { SchoolDashboard } from '@/features/shell/components/school-dashboard.tsx';

export const Route = createFileRoute('/_app/$schoolId/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions(context.schoolId)),
  component: SchoolRoot,
});

function SchoolRoot() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <SchoolDashboard schoolId={schoolId} session={schoolSession} />;
}
