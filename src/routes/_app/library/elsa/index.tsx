// /library/elsa (spec §2 system library; menu key english_content): the system's English lessons.
import { createFileRoute } from '@tanstack/react-router';
import { EnglishPage } from '@/features/english-content/components/english-page.tsx';
import { parseEnglishSearch } from '@/features/english-content/english-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/elsa/')({
  validateSearch: parseEnglishSearch,
  component: SystemEnglishRoute,
});

function SystemEnglishRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnglishPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseEnglishSearch, patch), replace: true })}
      grants={session.grants}
      userId={session.user.id}
    />
  );
}
