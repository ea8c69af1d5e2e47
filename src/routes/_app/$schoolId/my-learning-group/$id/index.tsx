// /{schoolId}/my-learning-group/{id}: the group with its announcements, exams, coursewares, STEM topics, missions and
// comments, and "Rời nhóm" at the end.
// Notifications link here with ?type=mission|comment|speakingResult (spec §4) and ?type=announcement.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as v from 'valibot';
import { groupExamsQueryOptions } from '@/features/exams/api/get-group-exams.ts';
import { learningGroupQueryOptions } from '@/features/exams/api/get-learning-group.ts';
import { GroupExamsPage } from '@/features/exams/components/learning/group-exams-page.tsx';
import { GroupMissionsSection } from '@/features/missions/components/group-missions-section.tsx';
import { StudentCommentsSection } from '@/features/missions/components/student-comments-section.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { GroupAnnouncements } from '@/features/announcements/components/group-announcements.tsx';
import { bookReaderSearch, type BookReaderSearch } from '@/features/ebooks/book-reader-search.ts';
import { GroupBookReader } from '@/features/ebooks/components/group-book-reader.tsx';
import { LearningCoursewaresSection } from '@/features/coursewares/components/learning-coursewares-section.tsx';
import { LearningStemSection } from '@/features/stem/components/learning-stem-section.tsx';
import { LeaveGroupButton } from '@/features/group-join/components/leave-group-button.tsx';
import { learningGroupsQueryOptions } from '@/features/exams/api/get-learning-groups.ts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';

import { queueSpeakingTake } from '@/features/missions/api/queue-mission-write.ts';

// The recorder and scoring engine load only when a mission's speaking task is on screen.
const SentencePractice = lazy(() => import('@/features/speaking/components/sentence-practice.tsx').then((m) => ({ default: m.SentencePractice })));
import { parseId } from '@/lib/route-ids.ts';

const searchSchema = v.object({
  type: v.fallback(v.optional(v.picklist(['mission', 'comment', 'speakingResult', 'announcement'])), undefined),
  /** An e-book of the class open in the reader, at a page. */
  ...bookReaderSearch,
});

export const Route = createFileRoute('/_app/$schoolId/my-learning-group/$id/')({
  validateSearch: (search) => v.parse(searchSchema, search),
  beforeLoad: ({ params }) => {
    const groupId = parseId(params.id);
    if (groupId === null) throw notFound();
    return { groupId };
  },
  loader: ({ context: { queryClient, schoolId, groupId } }) =>
    Promise.all([
      queryClient.ensureQueryData(learningGroupQueryOptions(schoolId, groupId)),
      queryClient.ensureQueryData(groupExamsQueryOptions(schoolId, groupId)),
    ]),
  component: GroupRoute,
});

function GroupRoute() {
  const { schoolId, groupId, schoolSession } = Route.useRouteContext();
  const search = Route.useSearch();
  const { type } = search;
  const navigate = Route.useNavigate();
  const userId = schoolSession.user.id;
  const setBook = (next: BookReaderSearch, replace: boolean) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace });
  // Missions and comments stand beside the exams (not inside): a section that cannot load says so in its place.
  return (
    <div className="space-y-8">
      <GroupExamsPage schoolId={schoolId} groupId={groupId} section={type === 'announcement' ? undefined : type} />
      <GroupAnnouncements schoolId={schoolId} groupId={groupId} focus={type === 'announcement'} />
      <LearningCoursewaresSection
        schoolId={schoolId}
        groupId={groupId}
        userId={userId}
        onOpenBook={(b) => setBook({ book: b.id, bookPage: undefined }, false)}
      />
      <GroupBookReader userId={userId} search={search} onChange={setBook} />
      <LearningStemSection schoolId={schoolId} groupId={groupId} />
      <GroupMissionsSection
        schoolId={schoolId}
        userId={userId}
        groupId={groupId}
        focus={type === 'mission'}
        renderSpeaking={({ mission, task }) => (
          <Suspense fallback={<Spinner size="sm" />}>
            <SentencePractice
              schoolId={schoolId}
              userId={userId}
              sentence={task.speakingText ?? task.title}
              contentId={task.contentId}
              onScored={(take) => void queueSpeakingTake({ userId, schoolId, missionId: mission.id, title: mission.title, taskId: task.id, take })}
            />
          </Suspense>
        )}
      />
      <StudentCommentsSection schoolId={schoolId} userId={userId} groupId={groupId} focus={type === 'comment'} />
      <LeaveSection schoolId={schoolId} groupId={groupId} />
    </div>
  );
}

function LeaveSection({ schoolId, groupId }: { schoolId: number; groupId: number }) {
  const queryClient = useQueryClient();
  const navigate = Route.useNavigate();
  const group = useSuspenseQuery(learningGroupQueryOptions(schoolId, groupId));
  const onLeft = async () => {
    // The list must not answer from before she left; the group's own queries would only get 403s now.
    queryClient.removeQueries({ queryKey: learningGroupsQueryOptions(schoolId).queryKey, exact: true });
    await navigate({ to: '/$schoolId/my-learning-group', params: { schoolId: String(schoolId) } });
    queryClient.removeQueries({ queryKey: learningGroupQueryOptions(schoolId, groupId).queryKey });
  };
  return (
    <section aria-label="Rời nhóm" className="border-t border-slate-200 pt-6">
      <LeaveGroupButton schoolId={schoolId} groupId={groupId} groupName={group.data.name} onLeft={() => void onLeft()} />
    </section>
  );
}
