// /{schoolId}: the school root dashboard.
import { createFileRoute } from '@tanstack/react-router';
import { SchoolDashboard } from '@/features/shell/components/school-dashboard.tsx';

export const Route = createFileRoute('/_app/$schoolId/')({
  component: SchoolRoot,
});

function SchoolRoot() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  return <SchoolDashboard schoolId={schoolId} session={schoolSession} />;
}
