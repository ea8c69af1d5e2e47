// /{schoolId}/member/student: the school's students (spec §2 members), read-only list. Search: name, page.
import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/features/members/api/get-members.ts';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { parseMemberListSearch } from '@/features/members/list-search.ts';

export const Route = createFileRoute('/_app/$schoolId/member/student/')({
  validateSearch: parseMemberListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(membersQueryOptions(context.schoolId, 'student', { page: deps.page ?? 1, name: deps.name })),
  component: StudentsRoute,
});

function StudentsRoute() {
  const { schoolId } = Route.useRouteContext();
  const { page = 1, name = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MembersPage
      schoolId={schoolId}
      kind="student"
      page={page}
      name={name}
      onSearchChange={(next) => void navigate({ search: parseMemberListSearch(next), replace: true })}
    />
  );
}
