// /{schoolId}: the school root. A student's home is built around their work, its panels composed here from their
// features (each prefetched, each loading and failing on its own); everyone else sees the school's dashboard and, under
// it, the school's statistics with their charts (each part loading on its own, asked for here before the page draws).
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/features/shell/api/get-dashboard.ts';
import { SchoolDashboard } from '@/features/shell/components/school-dashboard.tsx';
import { StatisticsBoard } from '@/features/school-stats/components/statistics-board.tsx';
import { ownStatisticsQueryOptions } from '@/features/school-stats/api/get-own-statistics.ts';
import { STAT_TYPES } from '@/shared/school-stats.ts';
import { StudentHome } from '@/features/shell/components/student-home.tsx';
import { HomeMissions } from '@/features/missions/components/home-missions.tsx';
import { studentMissionsQueryOptions } from '@/features/missions/api/get-student-missions.ts';
import { HomeExams } from '@/features/exams/components/home-exams.tsx';
import { learningGroupGrades, learningGroupsQueryOptions } from '@/features/exams/api/get-learning-groups.ts';
import { groupExamsQueryOptions } from '@/features/exams/api/get-group-exams.ts';
import { HomePractice } from '@/features/speaking/components/home-practice.tsx';
import { lessonsQueryOptions } from '@/features/speaking/api/get-lessons.ts';
import { HomeAnnouncements } from '@/features/announcements/components/home-announcements.tsx';
import { homeAnnouncementsQueryOptions } from '@/features/announcements/api/get-announcements.ts';

export const Route = createFileRoute('/_app/$schoolId/')({
  loader: async ({ context }) => {
    const { queryClient, schoolId, schoolSession } = context;
    if (schoolSession.user.userType !== 'student') {
      for (const type of STAT_TYPES) void queryClient.prefetchQuery(ownStatisticsQueryOptions(schoolId, type));
      return queryClient.ensureQueryData(dashboardQueryOptions(schoolId));
    }
    // The panels appear together, once each has its data or its failure (shown in the panel): filled one after another,
    // each pushed the ones under it down the screen. Cached data (the read cache after a restart) shows at once.
    const settled = (load: Promise<unknown>) => load.catch(() => undefined);
    await Promise.all([
      settled(
        queryClient.ensureQueryData({ ...studentMissionsQueryOptions({ schoolId, userId: schoolSession.user.id, status: 'all' }), revalidateIfStale: true }),
      ),
      settled(
        queryClient
          .ensureQueryData({ ...learningGroupsQueryOptions(schoolId), revalidateIfStale: true })
          .then((groups) =>
            Promise.all(
              groups.map((group) => settled(queryClient.ensureQueryData({ ...groupExamsQueryOptions(schoolId, group.id), revalidateIfStale: true }))),
            ),
          ),
      ),
      settled(queryClient.ensureQueryData({ ...lessonsQueryOptions(schoolId), revalidateIfStale: true })),
      settled(queryClient.ensureQueryData({ ...homeAnnouncementsQueryOptions(schoolId), revalidateIfStale: true })),
    ]);
  },
  component: SchoolRoot,
});

function SchoolRoot() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const student = schoolSession.user.userType === 'student';
  // useQuery, not suspense: the suggestions wait for it, the rest of the home does not.
  const groups = useQuery({ ...learningGroupsQueryOptions(schoolId), enabled: student });
  if (!student)
    return (
      <div className="space-y-10">
        <SchoolDashboard schoolId={schoolId} session={schoolSession} />
        <StatisticsBoard source={{ kind: 'own', schoolId }} title="Thống kê của trường" />
      </div>
    );
  return (
    <StudentHome session={schoolSession}>
      <HomeMissions schoolId={schoolId} userId={schoolSession.user.id} />
      <HomeExams schoolId={schoolId} />
      <HomeAnnouncements schoolId={schoolId} />
      <HomePractice schoolId={schoolId} grades={learningGroupGrades(groups.data)} />
    </StudentHome>
  );
}
