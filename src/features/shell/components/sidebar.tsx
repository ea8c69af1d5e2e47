// The collapsible 250 px sidebar: the filtered menu of the current scope, groups folding open around the active page.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { SIDEBAR_WIDTH_PX } from '@/shared/constants.ts';
import { resolvePath, type MenuItem } from '../menu-config.ts';

const linkClass = 'block rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white';
const activeClass = 'bg-white/15 font-medium text-white';

function isActive(path: string, pathname: string, exact: boolean) {
  return exact ? pathname === path || pathname === `${path}/` : pathname === path || pathname.startsWith(`${path}/`);
}

function ItemLink({ item, schoolId, pathname, nested }: { item: MenuItem; schoolId: number | null; pathname: string; nested?: boolean }) {
  const href = resolvePath(item.to!, schoolId);
  // Scope roots ('/' and '/{schoolId}') would be "active" everywhere below them: match them exactly.
  const exact = item.to === '/' || item.to === '/$schoolId';
  const active = isActive(href, pathname, exact);
  return (
    <Link to={href} aria-current={active ? 'page' : undefined} className={`${linkClass} ${nested ? 'pl-8' : ''} ${active ? activeClass : ''}`}>
      {item.label}
    </Link>
  );
}

export function Sidebar({ items, schoolId, collapsed }: { items: MenuItem[]; schoolId: number | null; collapsed: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <aside
      id="app-sidebar"
      aria-label="Menu chính"
      hidden={collapsed}
      style={{ width: SIDEBAR_WIDTH_PX }}
      className="shrink-0 overflow-y-auto bg-brand-800 px-3 py-4"
    >
      <nav>
        <ul className="space-y-1">
          {items.map((item) =>
            item.children ? (
              <li key={item.label}>
                <Disclosure
                  defaultOpen={item.children.some((c) => c.to && isActive(resolvePath(c.to, schoolId), pathname, false))}
                >
                  <DisclosureButton className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/10">
                    {item.label}
                    <svg viewBox="0 0 20 20" className="size-4 transition-transform in-data-open:rotate-180" fill="currentColor" aria-hidden="true">
                      <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
                    </svg>
                  </DisclosureButton>
                  <DisclosurePanel as="ul" className="mt-1 space-y-1">
                    {item.children.map((c) => (
                      <li key={c.label}>
                        <ItemLink item={c} schoolId={schoolId} pathname={pathname} nested />
                      </li>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
            ) : (
              <li key={item.label}>
                <ItemLink item={item} schoolId={schoolId} pathname={pathname} />
              </li>
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
