// The school scope /{schoolId}: remembers the school, loads its session (423 expired → toast and '/', 403 → '/', with
// a toast when the school locked her), then applies the spec §6 route guard against the school's menu (not permitted
// → the school root). Its children read the school's pronunciation score thresholds from the session.
import { Outlet, createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { SESSION_RECHECK_MS, sessionQueryOptions } from '@/lib/queries/session.ts';
import { NotFoundContent } from '@/features/shell/components/not-found-page.tsx';
import { TEACHER_MENU } from '@/features/shell/menu-config.ts';
import { canAccess } from '@/features/shell/route-access.ts';
import { parseId } from '@/lib/route-ids.ts';
import { isApiError } from '@/lib/api-error.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { rememberSchool } from '@/lib/landing.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { SessionData } from '@/shared/session.ts';
import { DEFAULT_SCORE_THRESHOLDS } from '@/shared/score-thresholds.ts';
import { ScoreThresholdsContext } from '@/lib/score-thresholds.tsx';

export const Route = createFileRoute('/_app/$schoolId')({
  beforeLoad: async ({ context, params, location, preload }) => {
    const schoolId = parseId(params.schoolId);
    if (schoolId === null) throw notFound();
    if (!preload) writeKey(STORAGE_KEYS.schoolId, String(schoolId));
    let session: SessionData | null;
    try {
      session = await context.queryClient.ensureQueryData({
        ...sessionQueryOptions(schoolId),
        revalidateIfStale: true,
        ...(preload ? {} : { staleTime: SESSION_RECHECK_MS }),
      });
    } catch (e) {
      if (isApiError(e) && e.status === 423) {
        if (!preload) toast.error(MSG.schoolExpired);
        throw redirect({ to: '/' });
      }
      if (isApiError(e) && e.status === 403) {
        // A school that locked her says so; any other refusal (a stale address) just goes home.
        if (!preload && e.message === MSG.memberLockedInSchool) toast.error(e.message);
        throw redirect({ to: '/' });
      }
      throw e;
    }
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    // Every school path is judged by the full school menu, so a student cannot open a teacher page simply because
    // the student menu does not list it.
    if (!canAccess({ menu: TEACHER_MENU, pathname: location.pathname, schoolId, grants: session.grants })) {
      throw redirect({ to: '/$schoolId', params: { schoolId: String(schoolId) } });
    }
    if (!preload) rememberSchool(schoolId);
    return { schoolId, schoolSession: session };
  },
  // Being the not-found boundary makes this guard run for unknown paths below a school too.
  notFoundComponent: NotFoundContent,
  component: SchoolScope,
});

/** The school's pronunciation score thresholds, for every result shown below it. */
function SchoolScope() {
  const { schoolSession } = Route.useRouteContext();
  return (
    <ScoreThresholdsContext.Provider value={schoolSession.speakingThresholds ?? DEFAULT_SCORE_THRESHOLDS}>
      <Outlet />
    </ScoreThresholdsContext.Provider>
  );
}
