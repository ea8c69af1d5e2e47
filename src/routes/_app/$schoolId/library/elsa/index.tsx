// /{schoolId}/library/elsa (spec §2 school library; menu key school_english_content, hidden from teachers and
// students by spec §6): the school's English lessons with batch review for its reviewers.
import { createFileRoute } from '@tanstack/react-router';
import { EnglishPage } from '@/features/english-content/components/english-page.tsx';
import { parseEnglishSearch } from '@/features/english-content/english-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/library/elsa/')({
  validateSearch: parseEnglishSearch,
  component: SchoolEnglishRoute,
});

function SchoolEnglishRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnglishPage
      library={{ level: 'school', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseEnglishSearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
    />
  );
}
