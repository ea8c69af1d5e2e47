// /{schoolId}/person-library/plan (spec §2 personal library; menu key personal_schedule): the teacher's own lesson plans.
import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '@/features/lesson-plans/components/plans-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/plan/')({
  validateSearch: parseLibrarySearch,
  component: PersonalPlansRoute,
});

function PersonalPlansRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const base = `/${schoolId}/person-library/plan`;
  return (
    <PlansPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
      planHref={(id) => `${base}/${id}`}
      addHref={`${base}/add`}
      editHref={(id) => `${base}/${id}/edit`}
    />
  );
}
