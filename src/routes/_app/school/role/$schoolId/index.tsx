// /school/role/{schoolId} (spec §2 schools): a school's roles, managed by the system administrator with the school's
// own roles screen (the server lets a super administrator act as any school's administrator). Search: name, page.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { backLinkClass } from '@/components/ui/button.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { schoolQueryOptions } from '@/features/schools-admin/api/get-school.ts';
import { schoolRolesQueryOptions } from '@/features/school-roles/api/get-school-roles.ts';
import { SchoolRolesPage } from '@/features/school-roles/components/school-roles-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/school/role/$schoolId/')({
  staticData: { crumb: 'Vai trò của trường' },
  validateSearch: parseNamePageSearch,
  beforeLoad: ({ params }) => ({ roleSchoolId: idOrNotFound(params.schoolId) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(schoolRolesQueryOptions(context.roleSchoolId, { page: deps.page ?? 1, name: deps.name })),
  component: SystemSchoolRolesRoute,
});

function SystemSchoolRolesRoute() {
  const { roleSchoolId, session } = Route.useRouteContext();
  const { grants } = session;
  const school = useQuery(schoolQueryOptions(roleSchoolId));
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="space-y-3">
      <Link to="/school/details/$id" params={{ id: String(roleSchoolId) }} className={backLinkClass}>
        ← {school.data?.name ?? 'Chi tiết trường'}
      </Link>
      <SchoolRolesPage
        schoolId={roleSchoolId}
        area="system"
        rights={{
          create: hasPermission(grants, 'school_role.create'),
          update: hasPermission(grants, 'school_role.update'),
          delete: hasPermission(grants, 'school_role.delete'),
        }}
        page={page}
        name={name}
        onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
      />
    </div>
  );
}
