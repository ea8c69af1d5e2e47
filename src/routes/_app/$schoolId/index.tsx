// /{schoolId}: the school root. A student's home is built around their work, its panels composed here from their
// features (each prefetched, each loading and failing on its own); everyone else sees the school's dashboard and, under
// it, the school's statistics with their charts (-staff-home.tsx, its code fetched only for them).
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { firstScreenPainted } from '@/offline/after-first-paint.ts';
import { dashboardQueryOptions } from '@/features/shell/api/get-dashboard.ts';
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

const StaffHome = lazy(() => import('@/routes/-staff-home.tsx').then((m) => ({ default: m.StaffHome })));

export const Route = createFileRoute('/_app/$schoolId/')({
  loader: async ({ context }) => {
    const { queryClient, schoolId, schoolSession } = context;
    if (schoolSession.user.userType !== 'student') {
      await queryClient.ensureQueryData(dashboardQueryOptions(schoolId));
      return { home: 'staff' as const };
    }
    // Not awaited: the greeting shows with the layout, the panels once all have settled (StudentHome). Cached data (the
    // read cache after a restart) settles at once. Asked for once the greeting is on screen: opening the app, the
    // greeting waits only for its session, not also for four requests and their rendering beside it (Lighthouse's
    // student home: LCP ~2.7 → ~2.35 s on its slow 4G).
    const settled = (load: Promise<unknown>) => load.catch(() => undefined);
    const panelsReady = firstScreenPainted.then(() =>
      Promise.all([
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
      ]),
    );
    return { home: 'student' as const, panelsReady };
  },
  component: SchoolRoot,
});

function SchoolRoot() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const home = Route.useLoaderData();
  // useQuery, not suspense: the suggestions wait for it, the rest of the home does not.
  const groups = useQuery({ ...learningGroupsQueryOptions(schoolId), enabled: home.home === 'student' });
  if (home.home === 'staff')
    return (
      <Suspense fallback={<Spinner />}>
        <StaffHome schoolId={schoolId} session={schoolSession} />
      </Suspense>
    );
  return (
    <StudentHome session={schoolSession} ready={home.panelsReady}>
      <HomeMissions schoolId={schoolId} userId={schoolSession.user.id} />
      <HomeExams schoolId={schoolId} />
      <HomeAnnouncements schoolId={schoolId} />
      <HomePractice schoolId={schoolId} grades={learningGroupGrades(groups.data)} />
    </StudentHome>
  );
}
