// /{schoolId}/system/role/add (spec §2 school system): a new role of the school and the permissions it grants.
import { createFileRoute } from '@tanstack/react-router';
import { SchoolRoleFormPage } from '@/features/school-roles/components/school-role-form-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/system/role/add')({
  staticData: { crumb: 'Thêm vai trò' },
  component: AddRoute,
});

function AddRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolRoleFormPage
      schoolId={schoolId}
      roleId={null}
      grants={schoolSession.grants}
      ownRoleId={schoolSession.schoolRoleId}
      onDone={() => void navigate({ to: '/$schoolId/system/role', params: { schoolId: String(schoolId) } })}
    />
  );
}
