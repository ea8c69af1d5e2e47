// /school/details/{id} (spec §2 schools): one school's status, contract, quotas, members and administrators, and
// under them its statistics (spec §7 schools/{id}/statistics/{type}) once the school itself has loaded.
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { schoolQueryOptions } from '@/features/schools-admin/api/get-school.ts';
import { SchoolDetailsPage } from '@/features/schools-admin/components/school-details-page.tsx';
import { StatisticsBoard } from '@/features/school-stats/components/statistics-board.tsx';
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
  const school = useQuery(schoolQueryOptions(schoolRecordId));
  return (
    <div className="space-y-10">
      <SchoolDetailsPage
        schoolId={schoolRecordId}
        rights={{ update: hasPermission(session.grants, 'school.update'), delete: hasPermission(session.grants, 'school.delete') }}
        onDeleted={() => void navigate({ to: '/school' })}
      />
      {school.isSuccess && (
        <div className="mx-auto max-w-4xl">
          <StatisticsBoard source={{ kind: 'school', schoolId: schoolRecordId }} />
        </div>
      )}
    </div>
  );
}
