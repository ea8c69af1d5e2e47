// /free-resources/lectures (spec §2): the free lectures' catalogue, open without sign-in.
import { createFileRoute } from '@tanstack/react-router';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import { FreeLecturesPage } from '@/features/lectures/components/free-lectures-page.tsx';
import { patchSearch } from '@/lib/search-patch.ts';

function parseSearch(search: Record<string, unknown>): LibraryFilters {
  const { name, page, gradeIds, subjectIds } = parseLibrarySearch(search);
  return { name, page, gradeIds, subjectIds };
}

export const Route = createFileRoute('/_public/free-resources/lectures')({
  staticData: { crumb: 'Bài giảng' },
  validateSearch: parseSearch,
  component: LecturesRoute,
});

function LecturesRoute() {
  const navigate = Route.useNavigate();
  return <FreeLecturesPage filters={Route.useSearch()} onFiltersChange={(patch) => void navigate({ search: patchSearch(parseSearch, patch) })} />;
}
