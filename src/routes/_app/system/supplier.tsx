// /system/supplier (spec §2 system settings; menu key supplier): the system's suppliers (publishers), in the order
// the library's forms and filters offer them. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/system/supplier')({
  validateSearch: parseNamePageSearch,
  component: SuppliersRoute,
});

function SuppliersRoute() {
  const { grants } = Route.useRouteContext().session;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="suppliers"
      rights={{
        create: hasPermission(grants, 'supplier.create'),
        update: hasPermission(grants, 'supplier.update'),
        delete: hasPermission(grants, 'supplier.delete'),
      }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
