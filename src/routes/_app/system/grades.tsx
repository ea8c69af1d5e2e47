// /system/grades (spec §2 system settings; menu key grade): the system's grades, in the order the library's forms and
// filters offer them. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/system/grades')({
  validateSearch: parseNamePageSearch,
  component: GradesRoute,
});

function GradesRoute() {
  const { grants } = Route.useRouteContext().session;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="grades"
      rights={{
        create: hasPermission(grants, 'grade.create'),
        update: hasPermission(grants, 'grade.update'),
        delete: hasPermission(grants, 'grade.delete'),
      }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
