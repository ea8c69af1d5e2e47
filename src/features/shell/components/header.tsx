// The signed-in header (spec §2): sidebar toggle, logo, school selector, notification bell, avatar menu.
import { Link } from '@tanstack/react-router';
import type { SessionData } from '@/shared/session.ts';
import { Logo } from '@/components/layouts/logo.tsx';
import { deferred } from '@/components/ui/deferred.tsx';
import { ConnectivityBadge } from './connectivity-badge.tsx';
import { Avatar } from './avatar.tsx';
import { useLayoutSlots } from '../layout-slots.tsx';

// The dropdowns (Headless UI) and the sync status (IndexedDB) load right after the shell's first paint.
const SchoolSelector = deferred(
  () => import('./school-selector.tsx').then((m) => m.SchoolSelector),
  ({ current }) => (
    <div className="h-11 w-64 max-w-[45vw] truncate rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm">{current?.name ?? 'Chọn trường học'}</div>
  ),
);
const UserMenu = deferred(
  () => import('./user-menu.tsx').then((m) => m.UserMenu),
  ({ user }) => (
    <div className="flex min-h-11 items-center gap-2 p-0.5 pr-2">
      <Avatar user={user} />
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 md:block">{`${user.last_name} ${user.first_name}`.trim()}</span>
    </div>
  ),
);
const SyncStatusControl = deferred(() => import('./sync-status-control.tsx').then((m) => m.SyncStatusControl));

export interface HeaderProps {
  session: SessionData;
  schoolId: number | null;
  /** The user's schools from the root session (the offline fallback of the selector). */
  knownSchools: { id: number; name: string }[];
  sidebarCollapsed: boolean;
  /** The menu opens over the page (narrow screens). */
  sidebarIsDrawer?: boolean;
  onToggleSidebar: () => void;
}

export const SIDEBAR_TOGGLE_ID = 'sidebar-toggle';

export function Header({ session, schoolId, knownSchools, sidebarCollapsed, sidebarIsDrawer = false, onToggleSidebar }: HeaderProps) {
  const { NotificationBell } = useLayoutSlots();
  const home: string = schoolId !== null ? `/${schoolId}` : '/';
  const current = schoolId !== null && session.school ? { id: session.school.id, name: session.school.name } : null;
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-controls="app-sidebar"
        aria-expanded={!sidebarCollapsed}
        id={SIDEBAR_TOGGLE_ID}
        aria-label={sidebarIsDrawer ? (sidebarCollapsed ? 'Mở menu' : 'Đóng menu') : sidebarCollapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Link to={home} aria-label="Trang chủ" className="shrink-0">
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <ConnectivityBadge />
        <SyncStatusControl />
        <SchoolSelector current={current} known={knownSchools} />
        <NotificationBell schoolId={schoolId} />
        <UserMenu user={session.user} />
      </div>
    </header>
  );
}
