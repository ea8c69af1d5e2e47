// /system/subjects (spec §2 system settings; menu key subject): the system's subjects, in the order the library's
// forms and filters offer them. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/system/subjects')({
  validateSearch: parseNamePageSearch,
  component: SubjectsRoute,
});

function SubjectsRoute() {
  const { grants } = Route.useRouteContext().session;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="subjects"
      rights={{
        create: hasPermission(grants, 'subject.create'),
        update: hasPermission(grants, 'subject.update'),
        delete: hasPermission(grants, 'subject.delete'),
      }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
