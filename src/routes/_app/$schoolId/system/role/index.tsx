// /{schoolId}/system/role: the school's roles (spec §2 school system, §6 role management), with adding, editing,
// turning off and deleting for those allowed. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { schoolRolesQueryOptions } from '@/features/school-roles/api/get-school-roles.ts';
import { SchoolRolesPage } from '@/features/school-roles/components/school-roles-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/system/role/')({
  validateSearch: parseNamePageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(schoolRolesQueryOptions(context.schoolId, { page: deps.page ?? 1, name: deps.name })),
  component: SchoolRolesRoute,
});

function SchoolRolesRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { grants } = schoolSession;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SchoolRolesPage
      schoolId={schoolId}
      rights={{
        create: hasPermission(grants, 'school_role.create'),
        update: hasPermission(grants, 'school_role.update'),
        delete: hasPermission(grants, 'school_role.delete'),
      }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
