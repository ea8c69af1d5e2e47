// /system/supplier (spec §2 system settings; menu key supplier): the system's suppliers (publishers), in the order
// the library's forms and filters offer them. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/supplier')({
  validateSearch: (search: Record<string, unknown>): { name?: string; page?: number } => {
    const { name, page } = parseLibrarySearch(search);
    return { name, page };
  },
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
      onSearchChange={(next) => void navigate({ search: { name: next.name || undefined, page: next.page > 1 ? next.page : undefined }, replace: true })}
    />
  );
}
