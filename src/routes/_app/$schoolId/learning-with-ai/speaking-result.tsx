// /{schoolId}/learning-with-ai/speaking-result: the speaking history — own results, and a teacher's students'.
import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '@/features/speaking/components/history-page.tsx';
import { parseHistorySearch } from '@/features/speaking/history-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/$schoolId/learning-with-ai/speaking-result')({
  staticData: { crumb: 'Lịch sử luyện nói' },
  validateSearch: parseHistorySearch,
  component: HistoryRoute,
});

function HistoryRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <HistoryPage
      schoolId={schoolId}
      user={schoolSession.user}
      search={search}
      onSearch={(patch) => void navigate({ search: patchSearch(parseHistorySearch, patch) })}
    />
  );
}
