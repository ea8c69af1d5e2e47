// /school/edit/{id} (spec §2 schools, written edit/{id?}: a school is always named here): the school's details,
// address, contract and quotas, edited.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { SchoolFormPage } from '@/features/schools-admin/components/school-form-page.tsx';

export const Route = createFileRoute('/_app/school/edit/$id')({
  staticData: { crumb: 'Sửa thông tin trường' },
  beforeLoad: ({ params }) => ({ schoolRecordId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { schoolRecordId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolFormPage
      schoolId={schoolRecordId}
      onSaved={(id) => void navigate({ to: '/school/details/$id', params: { id: String(id) } })}
      onCancel={() => void navigate({ to: '/school/details/$id', params: { id: String(schoolRecordId) } })}
    />
  );
}
