// /school: the system administrator's school list (spec §2 schools), with adding and each school's actions for those
// holding the system permissions. Search: name, status, page.
import { createFileRoute } from '@tanstack/react-router';
import { schoolsQueryOptions, type SchoolStatusFilter } from '@/features/schools-admin/api/get-schools.ts';
import { SchoolsPage } from '@/features/schools-admin/components/schools-page.tsx';
import { parseSchoolsSearch, type SchoolsSearch } from '@/features/schools-admin/schools-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

const toParams = (s: SchoolsSearch) => ({ page: s.page ?? 1, name: s.name, status: (s.status ?? 'all') as SchoolStatusFilter });

export const Route = createFileRoute('/_app/school/')({
  validateSearch: parseSchoolsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(schoolsQueryOptions(toParams(deps))),
  component: SchoolsRoute,
});

function SchoolsRoute() {
  const { page, name, status } = toParams(Route.useSearch());
  const { grants } = Route.useRouteContext().session;
  const navigate = Route.useNavigate();
  return (
    <SchoolsPage
      page={page}
      name={name ?? ''}
      status={status}
      rights={{
        create: hasPermission(grants, 'school.create'),
        update: hasPermission(grants, 'school.update'),
        delete: hasPermission(grants, 'school.delete'),
      }}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseSchoolsSearch, patch), replace: true })}
    />
  );
}
