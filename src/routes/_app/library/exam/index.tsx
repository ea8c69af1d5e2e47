// /library/exam (spec §2 system library; menu key exam): the system's exams.
import { createFileRoute } from '@tanstack/react-router';
import { ExamsPage } from '@/features/exam-library/components/exams-page.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/library/exam/')({
  validateSearch: parseLibrarySearch,
  component: SystemExamsRoute,
});

function SystemExamsRoute() {
  const { session } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExamsPage
      library={{ level: 'system' }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={session.grants}
      userId={session.user.id}
      examHref={(id) => `/library/exam/${id}`}
      addHref="/library/exam/add"
      editHref={(id) => `/library/exam/${id}/edit`}
    />
  );
}
