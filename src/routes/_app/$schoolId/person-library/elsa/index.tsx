// /{schoolId}/person-library/elsa (spec §2 personal library; menu key personal_english_content): the teacher's own
// English lessons, written here and sent to the school for review.
import { createFileRoute } from '@tanstack/react-router';
import { EnglishPage } from '@/features/english-content/components/english-page.tsx';
import { parseEnglishSearch } from '@/features/english-content/english-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/person-library/elsa/')({
  validateSearch: parseEnglishSearch,
  component: PersonalEnglishRoute,
});

function PersonalEnglishRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnglishPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseEnglishSearch, patch), replace: true })}
      grants={schoolSession.grants}
      userId={schoolSession.user.id}
    />
  );
}
