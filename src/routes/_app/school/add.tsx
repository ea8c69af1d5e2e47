// /school/add (spec §2 schools): a new school, its contract and quotas, and its first administrator.
import { createFileRoute } from '@tanstack/react-router';
import { SchoolFormPage } from '@/features/schools-admin/components/school-form-page.tsx';

export const Route = createFileRoute('/_app/school/add')({
  staticData: { crumb: 'Thêm trường' },
  component: AddRoute,
});

function AddRoute() {
  const navigate = Route.useNavigate();
  return (
    <SchoolFormPage
      schoolId={null}
      onSaved={(id) => void navigate({ to: '/school/details/$id', params: { id: String(id) } })}
      onCancel={() => void navigate({ to: '/school' })}
    />
  );
}
