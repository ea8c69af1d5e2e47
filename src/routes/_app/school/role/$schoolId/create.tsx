// /school/role/{schoolId}/create (spec §2 schools): a new role of the school, made by the system administrator.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SchoolRoleFormPage } from '@/features/school-roles/components/school-role-form-page.tsx';

export const Route = createFileRoute('/_app/school/role/$schoolId/create')({
  staticData: { crumb: 'Thêm vai trò' },
  beforeLoad: ({ params }) => ({ roleSchoolId: idOrNotFound(params.schoolId) }),
  component: CreateRoute,
});

function CreateRoute() {
  const { roleSchoolId, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolRoleFormPage
      schoolId={roleSchoolId}
      area="system"
      roleId={null}
      grants={session.grants}
      ownRoleId={null}
      onDone={() => void navigate({ to: '/school/role/$schoolId', params: { schoolId: String(roleSchoolId) } })}
    />
  );
}
