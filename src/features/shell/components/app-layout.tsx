// The signed-in default layout (spec §2): header, collapsible sidebar with the scope's menu, breadcrumb, usage
// warning and the page.
import { Outlet } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import { filterMenu, menuFor } from '../menu-config.ts';
import { useRouteExists, useScopeSession } from '../use-scope.ts';
import { UsageWarning } from '../usage-warning.tsx';
import { BreadcrumbBar } from './breadcrumb-bar.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

export function AppLayout() {
  const { schoolId, session, rootSession } = useScopeSession();
  const routeExists = useRouteExists();
  // Without a stored choice, phones start with the menu folded so the page gets the whole width.
  const [collapsed, setCollapsed] = useState(() => {
    const stored = readKey(STORAGE_KEYS.sidebarCollapsed);
    return stored === null ? window.matchMedia?.('(max-width: 640px)').matches === true : stored === '1';
  });

  const menu = useMemo(() => {
    if (!session) return [];
    const full = menuFor(session.user.userType, schoolId !== null);
    return filterMenu(full, { grants: session.grants, userType: session.user.userType, routeExists });
  }, [session, schoolId, routeExists]);

  if (!session) return null;
  const toggle = () => {
    writeKey(STORAGE_KEYS.sidebarCollapsed, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <div className="flex h-full flex-col">
      <Header
        session={session}
        schoolId={schoolId}
        knownSchools={(rootSession ?? session).userSchools.map((u) => u.school)}
        sidebarCollapsed={collapsed}
        onToggleSidebar={toggle}
      />
      <div className="flex min-h-0 flex-1">
        <Sidebar items={menu} schoolId={schoolId} collapsed={collapsed} />
        <div className="min-w-0 flex-1 overflow-y-auto">
          <BreadcrumbBar menu={menu} schoolId={schoolId} schoolName={session.school?.name} />
          <UsageWarning user={session.user} />
          <main className="p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
