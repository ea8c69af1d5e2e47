// /{schoolId}/member/teacher: the school's teachers (spec §2 members), with adding, editing, locking and removing for those allowed. Search: page, perPage, name, group, status, sort.
import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/features/members/api/get-members.ts';
import { MembersPage } from '@/features/members/components/members-page.tsx';
import { parseMemberListSearch } from '@/features/members/list-search.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/$schoolId/member/teacher/')({
  validateSearch: parseMemberListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(membersQueryOptions(context.schoolId, 'teacher', { ...deps, page: deps.page ?? 1 })),
  component: TeachersRoute,
});

function TeachersRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { grants } = schoolSession;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MembersPage
      schoolId={schoolId}
      kind="teacher"
      userId={schoolSession.user.id}
      rights={{
        create: hasPermission(grants, 'school_teacher.create'),
        update: hasPermission(grants, 'school_teacher.update'),
        delete: hasPermission(grants, 'school_teacher.delete'),
      }}
      search={search}
      onSearchChange={(patch) => void navigate({ search: patchSearch(parseMemberListSearch, patch), replace: true })}
    />
  );
}
