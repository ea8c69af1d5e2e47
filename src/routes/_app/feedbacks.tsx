// /feedbacks (spec §2, §6 system menu 'Quản lý thông tin' → 'Góp ý', permission group feedback): the users' feedback
// for the system administrators. Search: status, kind, q, page.
import { createFileRoute } from '@tanstack/react-router';
import { feedbacksQueryOptions } from '@/features/feedback/api/get-feedbacks.ts';
import { FeedbacksPage } from '@/features/feedback/components/feedbacks-page.tsx';
import { parseFeedbacksSearch } from '@/features/feedback/feedbacks-search.ts';
import { hasPermission } from '@/shared/permissions.ts';
import { patchSearch } from '@/lib/search-patch.ts';

export const Route = createFileRoute('/_app/feedbacks')({
  validateSearch: parseFeedbacksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(feedbacksQueryOptions({ ...deps, page: deps.page ?? 1 })),
  component: FeedbacksRoute,
});

function FeedbacksRoute() {
  const { grants } = Route.useRouteContext().session;
  const navigate = Route.useNavigate();
  return (
    <FeedbacksPage
      search={Route.useSearch()}
      canUpdate={hasPermission(grants, 'feedback.update')}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseFeedbacksSearch, patch), replace: true })}
    />
  );
}
