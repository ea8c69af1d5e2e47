// /school/details/{id} (spec §2 schools): one school's status, contract, quotas, members and administrators.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { schoolQueryOptions } from '@/features/schools-admin/api/get-school.ts';
import { SchoolDetailsPage } from '@/features/schools-admin/components/school-details-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/school/details/$id')({
  staticData: { crumb: 'Chi tiết trường' },
  beforeLoad: ({ params }) => ({ schoolRecordId: idOrNotFound(params.id) }),
  loader: ({ context }) => context.queryClient.prefetchQuery(schoolQueryOptions(context.schoolRecordId)),
  component: DetailsRoute,
});

function DetailsRoute() {
  const { schoolRecordId, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <SchoolDetailsPage
      schoolId={schoolRecordId}
      rights={{ update: hasPermission(session.grants, 'school.update'), delete: hasPermission(session.grants, 'school.delete') }}
      onDeleted={() => void navigate({ to: '/school' })}
    />
  );
}
