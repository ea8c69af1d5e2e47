// /library/plan (spec §2 system library; menu key schedule): the system's lesson plans.
import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '@/features/lesson-plans/components/plans-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/plan/')({
  validateSearch: parseLibrarySearch,
  component: SystemPlansRoute,
});

function SystemPlansRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlansPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      userId={session.user.id}
      planHref={(id) => `/library/plan/${id}`}
      addHref="/library/plan/add"
      editHref={(id) => `/library/plan/${id}/edit`}
    />
  );
}
