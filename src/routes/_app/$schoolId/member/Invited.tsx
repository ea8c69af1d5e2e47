// /{schoolId}/member/Invited: the school's invitations (spec §2 members; the capital I is the spec's own path).
import { createFileRoute } from '@tanstack/react-router';
import { invitationsQueryOptions } from '@/features/members/api/get-invitations.ts';
import { InvitationsPage } from '@/features/members/components/invitations-page.tsx';
import { parseMemberListSearch } from '@/features/members/list-search.ts';
import { hasPermission, isSchoolAdmin } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/member/Invited')({
  validateSearch: (search: Record<string, unknown>) => ({ page: parseMemberListSearch(search).page }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(invitationsQueryOptions(context.schoolId, { page: deps.page ?? 1 })),
  component: InvitationsRoute,
});

function InvitationsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { grants } = schoolSession;
  return (
    <InvitationsPage
      schoolId={schoolId}
      page={page}
      canInvite={hasPermission(grants, 'join_invitation.create')}
      canDelete={hasPermission(grants, 'join_invitation.delete')}
      isAdmin={isSchoolAdmin(grants)}
      onPageChange={(p) => void navigate({ search: { page: p > 1 ? p : undefined }, replace: true })}
    />
  );
}
