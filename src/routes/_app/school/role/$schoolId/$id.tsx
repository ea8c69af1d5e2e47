// /school/role/{schoolId}/{id} (spec §2 schools): one of the school's roles, edited by the system administrator.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SchoolRoleFormPage } from '@/features/school-roles/components/school-role-form-page.tsx';

export const Route = createFileRoute('/_app/school/role/$schoolId/$id')({
  staticData: { crumb: 'Sửa vai trò' },
  beforeLoad: ({ params }) => ({ roleSchoolId: idOrNotFound(params.schoolId), roleId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { roleSchoolId, roleId, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolRoleFormPage
      schoolId={roleSchoolId}
      area="system"
      roleId={roleId}
      grants={session.grants}
      ownRoleId={null}
      onDone={() => void navigate({ to: '/school/role/$schoolId', params: { schoolId: String(roleSchoolId) } })}
    />
  );
}
