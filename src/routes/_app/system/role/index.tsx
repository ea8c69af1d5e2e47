// /system/role (spec §2 system settings; menu key role): the system roles, with adding, editing, turning off and
// deleting for those allowed. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { SystemRolesPage } from '@/features/system-roles/components/system-roles-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/system/role/')({
  validateSearch: parseNamePageSearch,
  component: SystemRolesRoute,
});

function SystemRolesRoute() {
  const { grants } = Route.useRouteContext().session;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SystemRolesPage
      rights={{ create: hasPermission(grants, 'role.create'), update: hasPermission(grants, 'role.update'), delete: hasPermission(grants, 'role.delete') }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
