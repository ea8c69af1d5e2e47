// /system/topic (spec §2 system settings; menu key topic): the system's topics, in the order the library's forms and
// filters offer them. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page.tsx';
import { parseNamePageSearch } from '@/lib/name-page-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/system/topic')({
  validateSearch: parseNamePageSearch,
  component: TopicsRoute,
});

function TopicsRoute() {
  const { grants } = Route.useRouteContext().session;
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      kind="topics"
      rights={{
        create: hasPermission(grants, 'topic.create'),
        update: hasPermission(grants, 'topic.update'),
        delete: hasPermission(grants, 'topic.delete'),
      }}
      page={page}
      name={name}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseNamePageSearch, patch), replace: true })}
    />
  );
}
