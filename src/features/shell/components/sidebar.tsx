// The collapsible 250 px sidebar: the filtered menu of the current scope, groups folding open around the active page.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { SIDEBAR_WIDTH_PX } from '@/shared/constants.ts';
import { resolvePath, type MenuItem } from '../menu-config.ts';
import { activeHref } from '../active-menu-item.ts';
import { SIDEBAR_TOGGLE_ID } from './header.tsx';

const linkClass = 'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white';
const activeClass = 'bg-white/15 font-medium text-white';

/** A folding group of the menu: a plain disclosure button (aria-expanded), light enough for the first paint. */
function MenuGroup({ label, defaultOpen, children }: { label: string; defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/10"
      >
        {label}
        <svg viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor" aria-hidden="true">
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open && (
        <ul id={panelId} className="mt-1 space-y-1">
          {children}
        </ul>
      )}
    </>
  );
}

function ItemLink({ item, schoolId, active: activePath, nested }: { item: MenuItem; schoolId: number | null; active: string | null; nested?: boolean }) {
  const href = resolvePath(item.to!, schoolId);
  const active = href === activePath;
  return (
    <Link to={href} aria-current={active ? 'page' : undefined} className={`${linkClass} ${nested ? 'pl-8' : ''} ${active ? activeClass : ''}`}>
      {item.label}
    </Link>
  );
}

/** The drawer's keyboard behaviour: focus moves into it when it opens, Escape closes it, focus goes back to the toggle. */
function useDrawerFocus(open: boolean, onClose: (() => void) | undefined) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open || !onClose) return;
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
    };
  }, [open, onClose]);
  return ref;
}

export interface SidebarProps {
  items: MenuItem[];
  schoolId: number | null;
  collapsed: boolean;
  /** Set on narrow screens: the menu is a drawer over the page, and this closes it. */
  onCloseDrawer?: () => void;
}

export function Sidebar({ items, schoolId, collapsed, onCloseDrawer }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = activeHref(items, schoolId, pathname);
  const drawer = onCloseDrawer !== undefined;
  const ref = useDrawerFocus(drawer && !collapsed, onCloseDrawer);
  return (
    <>
      {drawer && !collapsed && (
        // The backdrop closes the drawer on a tap; keyboard users have Escape and the toggle.
        <div className="fixed inset-0 top-16 z-30 bg-slate-900/40" aria-hidden="true" onClick={onCloseDrawer} />
      )}
      <aside
        ref={ref}
        id="app-sidebar"
        aria-label="Menu chính"
        hidden={collapsed}
        style={{ width: SIDEBAR_WIDTH_PX }}
        className={`shrink-0 overflow-y-auto bg-brand-800 px-3 py-4 ${drawer ? 'fixed top-16 bottom-0 left-0 z-40 shadow-xl' : ''}`}
      >
        {/* A hidden menu is not rendered: closed, as the drawer starts on a tablet, its links are work for nothing. */}
        {!collapsed && (
          <nav>
            <ul className="space-y-1">
              {items.map((item) =>
                item.children ? (
                  <li key={item.label}>
                    <MenuGroup label={item.label} defaultOpen={item.children.some((c) => c.to && resolvePath(c.to, schoolId) === active)}>
                      {item.children.map((c) => (
                        <li key={c.label}>
                          <ItemLink item={c} schoolId={schoolId} active={active} nested />
                        </li>
                      ))}
                    </MenuGroup>
                  </li>
                ) : (
                  <li key={item.label}>
                    <ItemLink item={item} schoolId={schoolId} active={active} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        )}
      </aside>
    </>
  );
}
