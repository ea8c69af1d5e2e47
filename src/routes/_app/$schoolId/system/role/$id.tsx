// /{schoolId}/system/role/{id} (spec §2 school system): one role's name and permissions, edited.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SchoolRoleFormPage } from '@/features/school-roles/components/school-role-form-page.tsx';

export const Route = createFileRoute('/_app/$schoolId/system/role/$id')({
  staticData: { crumb: 'Sửa vai trò' },
  beforeLoad: ({ params }) => ({ roleId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { schoolId, schoolSession, roleId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolRoleFormPage
      schoolId={schoolId}
      roleId={roleId}
      grants={schoolSession.grants}
      ownRoleId={schoolSession.schoolRoleId}
      onDone={() => void navigate({ to: '/$schoolId/system/role', params: { schoolId: String(schoolId) } })}
    />
  );
}
