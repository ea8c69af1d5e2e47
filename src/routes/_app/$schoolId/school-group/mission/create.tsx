// /{schoolId}/school-group/mission/create: the mission form.
import { createFileRoute } from '@tanstack/react-router';
import { MissionCreatePage } from '@/features/missions/components/mission-create-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/school-group/mission/create')({
  staticData: { crumb: 'Giao nhiệm vụ' },
  component: CreateRoute,
});

function CreateRoute() {
  const { schoolId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <MissionCreatePage
      schoolId={schoolId}
      onCreated={() => void navigate({ to: '/$schoolId/school-group/mission', params: { schoolId: String(schoolId) }, search: { status: 'all', page: 1 } })}
    />
  );
}
