// The signed-in default layout route. No token → /login?redirect=<here>; the root session is loaded into the route
// context (null → /login); system paths outside a school are guarded by the system menu (spec §6).
import { createFileRoute, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { SESSION_RECHECK_MS, sessionQueryOptions } from '@/lib/queries/session.ts';
import { AppLayout } from '@/features/shell/components/app-layout.tsx';
import { SLOTS } from './-layout-slots.tsx';
import { ErrorPage } from '@/features/shell/components/error-page.tsx';
import { NotFoundContent } from '@/features/shell/components/not-found-page.tsx';
import { SYSTEM_MENU } from '@/features/shell/menu-config.ts';
import { canAccess } from '@/features/shell/route-access.ts';
import { parseId } from '@/lib/route-ids.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { landingSchool, takeLanding } from '@/lib/landing.ts';
import { isPersistingFor, recordSignedIn } from '@/offline/read-cache.ts';
import { startDownloadsOnce } from '@/offline/start-downloads.ts';

const trimSlash = (p: string) => p.replace(/\/+$/, '') || '/';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches, preload }) => {
    if (!readKey(STORAGE_KEYS.accessToken)) {
      // An address no route fully matches is a 404 for visitors too (with the logged-out header), not a login wall.
      const leaf = matches[matches.length - 1];
      const schoolParam = (leaf?.params as { schoolId?: string } | undefined)?.schoolId;
      const unmatched = !leaf || trimSlash(leaf.pathname) !== trimSlash(location.pathname);
      if (unmatched || (schoolParam !== undefined && parseId(schoolParam) === null)) throw notFound({ routeId: rootRouteId });
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // A stale session is revalidated now, in the background, rather than by the layout's first render: a fetch
    // started there changes the query under a mounting component and makes React render the whole layout again.
    const session = await context.queryClient.ensureQueryData({
      ...sessionQueryOptions(null),
      revalidateIfStale: true,
      ...(preload ? {} : { staleTime: SESSION_RECHECK_MS }),
    });
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    // Signed in before this device kept a signed-in record: it starts now (once per page).
    const token = readKey(STORAGE_KEYS.accessToken);
    if (token && !isPersistingFor(session.user.id)) void recordSignedIn(context.queryClient, session.user.id, token);
    startDownloadsOnce(session.user.id);
    // The app's first screen (or the first after signing in) opens the user's school instead of the overview.
    if (!preload && takeLanding() && location.pathname === '/') {
      const schoolId = landingSchool(session);
      if (schoolId !== null) throw redirect({ to: '/$schoolId', params: { schoolId: String(schoolId) } });
    }
    // Paths under /{schoolId} are checked by that route against the school's menu.
    const inSchool = /^\/\d+(\/|$)/.test(location.pathname);
    if (!inSchool && !canAccess({ menu: SYSTEM_MENU, pathname: location.pathname, schoolId: null, grants: session.grants })) {
      throw redirect({ to: '/' });
    }
    return { session };
  },
  component: () => <AppLayout slots={SLOTS} />,
  notFoundComponent: NotFoundContent,
  // Errors of the pages below show inside the layout, so the menu stays usable.
  errorComponent: ErrorPage,
});
