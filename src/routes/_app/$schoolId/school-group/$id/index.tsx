// /{schoolId}/school-group/{id}: the teaching view of one group — its exams with progress counts, its coursewares
// (an e-book among them read in the reader over the page) and its announcements; "Quản lý nhóm" (details, lock,
// delete, members), "Mời vào nhóm" (the join link and its QR code) and "Yêu cầu vào nhóm" for those who may change groups.
import { createFileRoute } from '@tanstack/react-router';
import { groupExamsQueryOptions } from '@/features/exams-teaching/api/get-group-exams.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { GroupExamsPage } from '@/features/exams-teaching/components/group-exams-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { TeacherAnnouncements } from '@/features/announcements/components/teacher-announcements.tsx';
import { GroupCoursewaresSection } from '@/features/coursewares/components/group-coursewares-section.tsx';
import { teachingAnnouncementsQueryOptions } from '@/features/announcements/api/get-announcements.ts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { bookReaderSearch, type BookReaderSearch } from '@/features/ebooks/book-reader-search.ts';
import { GroupBookReader } from '@/features/ebooks/components/group-book-reader.tsx';
import { GroupAdminSection } from '@/features/group-admin/components/group-admin-section.tsx';
import { hasPermission } from '@/shared/permissions.ts';
import { groupQueryOptions } from '@/features/group-admin/api/get-group.ts';
import { GroupInvitePanel } from '@/features/group-join/components/group-invite-panel.tsx';
import { GroupJoinRequests } from '@/features/group-join/components/group-join-requests.tsx';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/')({
  staticData: { crumb: 'Đề thi của nhóm' },
  // An e-book given to the group, open in the reader at a page.
  validateSearch: (search) => v.parse(v.object(bookReaderSearch), search),
  beforeLoad: ({ params }) => ({ groupId: idOrNotFound(params.id) }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(teachingAnnouncementsQueryOptions(context.schoolId, context.groupId));
    return Promise.all([
      context.queryClient.ensureQueryData(groupExamsQueryOptions(context.schoolId, context.groupId)),
      context.queryClient.ensureQueryData(teachingGroupsQueryOptions(context.schoolId)),
    ]);
  },
  component: GroupExamsRoute,
});

function GroupExamsRoute() {
  const { schoolId, groupId, schoolSession } = Route.useRouteContext();
  const groups = useSuspenseQuery(teachingGroupsQueryOptions(schoolId));
  const name = groups.data.find((g) => g.id === groupId)?.name ?? 'nhóm';
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setBook = (next: BookReaderSearch, replace: boolean) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace });
  return (
    <div className="space-y-8">
      <GroupExamsPage schoolId={schoolId} groupId={groupId} />
      <GroupCoursewaresSection schoolId={schoolId} groupId={groupId} groupName={name} onOpenBook={(b) => setBook({ book: b.id, bookPage: undefined }, false)} />
      <GroupBookReader userId={schoolSession.user.id} search={search} onChange={setBook} />
      <TeacherAnnouncements schoolId={schoolId} userId={schoolSession.user.id} groupId={groupId} groupName={name} />
      {(hasPermission(schoolSession.grants, 'school_group.update') || hasPermission(schoolSession.grants, 'school_group.delete')) && (
        <GroupAdminSection
          schoolId={schoolId}
          groupId={groupId}
          me={{
            id: schoolSession.user.id,
            first_name: schoolSession.user.first_name,
            last_name: schoolSession.user.last_name,
            email: schoolSession.user.email,
          }}
          onDeleted={() => void navigate({ to: '/$schoolId/school-group', params: { schoolId: String(schoolId) } })}
        />
      )}
      {hasPermission(schoolSession.grants, 'school_group.update') && <GroupJoinSections schoolId={schoolId} groupId={groupId} />}
    </div>
  );
}

/** The join link and its requests, for whom group-admin's detail says may update the group (shares its query). */
function GroupJoinSections({ schoolId, groupId }: { schoolId: number; groupId: number }) {
  const group = useQuery(groupQueryOptions(schoolId, groupId));
  if (!group.data?.may.update) return null;
  return (
    <>
      <GroupInvitePanel groupId={groupId} groupName={group.data.name} isLocked={group.data.isLocked} />
      <GroupJoinRequests schoolId={schoolId} groupId={groupId} groupName={group.data.name} />
    </>
  );
}
