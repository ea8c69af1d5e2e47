// /{schoolId}/member/student: the school's students (spec §2 members), with adding, editing, locking and removing for those allowed. Search: page, perPage, name, group, status, sort.
import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/features/members/api/get-members.ts';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { parseMemberListSearch } from '@/features/members/list-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/member/student/')({
  validateSearch: parseMemberListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(membersQueryOptions(context.schoolId, 'student', { ...deps, page: deps.page ?? 1 })),
  component: StudentsRoute,
});

function StudentsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { grants } = schoolSession;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MembersPage
      schoolId={schoolId}
      kind="student"
      userId={schoolSession.user.id}
      rights={{
        create: hasPermission(grants, 'school_student.create'),
        update: hasPermission(grants, 'school_student.update'),
        delete: hasPermission(grants, 'school_student.delete'),
      }}
      search={search}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseMemberListSearch, patch), replace: true })}
    />
  );
}
