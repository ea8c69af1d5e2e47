// /{schoolId}/member/request: join requests of the school (spec §2 members, §4 review). Search: status, page.
import { createFileRoute } from '@tanstack/react-router';
import { joinRequestsQueryOptions } from '@/features/members/api/get-join-requests.ts';
import { JoinRequestsPage } from '@/features/members/components/join-requests-page.tsx';
import { parseJoinRequestSearch, type JoinRequestSearch } from '@/features/members/list-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { hasPermission, isSchoolAdmin } from '@/shared/permissions.ts';

const toParams = (s: JoinRequestSearch) => ({ status: s.status ?? 'pending', page: s.page ?? 1 });

export const Route = createFileRoute('/_app/$schoolId/member/request')({
  validateSearch: parseJoinRequestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(joinRequestsQueryOptions(context.schoolId, toParams(deps))),
  component: JoinRequestsRoute,
});

function JoinRequestsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { status, page } = toParams(Route.useSearch());
  const navigate = Route.useNavigate();
  const { grants } = schoolSession;
  return (
    <JoinRequestsPage
      schoolId={schoolId}
      status={status}
      page={page}
      canReview={hasPermission(grants, 'join_request.approve')}
      isAdmin={isSchoolAdmin(grants)}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseJoinRequestSearch, patch), replace: true })}
    />
  );
}
