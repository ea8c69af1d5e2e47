// The signed-in default layout (spec §2): header, collapsible sidebar with the scope's menu, breadcrumb, usage
// warning and the page.
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { SIDEBAR_DRAWER_QUERY } from '@/shared/constants.ts';
import { filterMenu, menuFor } from '../menu-config.ts';
import { useRouteExists, useScopeSession } from '../use-scope.ts';
import { UsageWarning } from '../usage-warning.tsx';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { Header } from './header.tsx';
import { LayoutSlotsProvider, type LayoutSlots } from '../layout-slots.tsx';
import { Sidebar } from './sidebar.tsx';

export function AppLayout({ slots }: { slots: LayoutSlots }) {
  const { schoolId, session, rootSession } = useScopeSession();
  const routeExists = useRouteExists();
  // From 1024 px the menu is a column the user may fold (the choice is kept); narrower, it is a drawer over the page,
  // closed until asked for and closed again once a page is chosen.
  const [collapsed, setCollapsed] = useState(() => readKey(STORAGE_KEYS.sidebarCollapsed) === '1');
  const drawer = useMediaQuery(SIDEBAR_DRAWER_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The page shown is the previous one until the next has its data: said to assistive technology (and to tests).
  const navigating = useRouterState({ select: (s) => s.isLoading });
  const router = useRouter();
  // The server no longer knows the token (revoked, expired; the session query then holds null and the token is
  // gone): the route guards run again and send the user to sign in, then back here.
  const signedOut = !session;
  useEffect(() => {
    if (signedOut) void router.invalidate();
  }, [signedOut, router]);
  useEffect(() => setDrawerOpen(false), [pathname, drawer]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The same element on every render: the layout renders again when the session is refetched or the drawer moves,
  // and the page under it need not (it has its own subscriptions).
  const page = useMemo(() => <Outlet />, []);

  const menu = useMemo(() => {
    if (!session) return [];
    const full = menuFor(session.user.userType, schoolId !== null);
    return filterMenu(full, { grants: session.grants, userType: session.user.userType, routeExists });
  }, [session, schoolId, routeExists]);

  if (!session) return null;
  const toggle = () => {
    if (drawer) return setDrawerOpen((open) => !open);
    writeKey(STORAGE_KEYS.sidebarCollapsed, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };
  const menuHidden = drawer ? !drawerOpen : collapsed;

  return (
    <LayoutSlotsProvider value={slots}>
      <div className="flex h-full flex-col">
        <Header
          session={session}
          schoolId={schoolId}
          knownSchools={(rootSession ?? session).userSchools.map((u) => u.school)}
          sidebarCollapsed={menuHidden}
          sidebarIsDrawer={drawer}
          onToggleSidebar={toggle}
        />
        <div className="flex min-h-0 flex-1">
          <Sidebar items={menu} schoolId={schoolId} collapsed={menuHidden} onCloseDrawer={drawer ? closeDrawer : undefined} />
          <div className="min-w-0 flex-1 overflow-y-auto">
            <BreadcrumbBar menu={menu} schoolId={schoolId} schoolName={session.school?.name} />
            <UsageWarning user={session.user} />
            <main className="p-6" aria-busy={navigating || undefined}>
              {page}
            </main>
          </div>
        </div>
      </div>
    </LayoutSlotsProvider>
  );
}
