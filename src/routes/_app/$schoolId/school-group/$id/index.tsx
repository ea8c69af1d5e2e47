// /{schoolId}/school-group/{id}: the teaching view of one group — its exams with progress counts, its coursewares
// and its announcements.
import { createFileRoute } from '@tanstack/react-router';
import { groupExamsQueryOptions } from '@/features/exams-teaching/api/get-group-exams.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { GroupExamsPage } from '@/features/exams-teaching/components/group-exams-page.tsx';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { TeacherAnnouncements } from '@/features/announcements/components/teacher-announcements.tsx';
import { GroupCoursewaresSection } from '@/features/coursewares/components/group-coursewares-section.tsx';
import { teachingAnnouncementsQueryOptions } from '@/features/announcements/api/get-announcements.ts';
import { useSuspenseQuery } from '@tanstack/react-query';

export const Route = createFileRoute('/_app/$schoolId/school-group/$id/')({
  staticData: { crumb: 'Đề thi của nhóm' },
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
  return (
    <div className="space-y-8">
      <GroupExamsPage schoolId={schoolId} groupId={groupId} />
      <GroupCoursewaresSection schoolId={schoolId} groupId={groupId} groupName={name} />
      <TeacherAnnouncements schoolId={schoolId} userId={schoolSession.user.id} groupId={groupId} groupName={name} />
    </div>
  );
}
