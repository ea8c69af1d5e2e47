// The breadcrumb under the header (spec §2): scope root, the menu entries of the page, and the page's own title
// (a route's staticData.crumb). Clicking a link trims and saves the trail, then navigates there.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { menuTrail, isRootCrumb, saveTrail, trimTrail, type Crumb } from '../breadcrumb.ts';
import type { MenuItem } from '../menu-config.ts';
import { touchTarget } from '@/components/ui/button.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title in the breadcrumb, when it is deeper than its menu entry. */
    crumb?: string;
  }
}

export function BreadcrumbBar({ menu, schoolId, schoolName }: { menu: MenuItem[]; schoolId: number | null; schoolName?: string }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/+$/, '') || '/' });
  const pageCrumb = useRouterState({ select: (s) => s.matches.findLast((m) => m.staticData?.crumb)?.staticData.crumb });

  const trail = useMemo<Crumb[]>(() => {
    const root: Crumb = { label: schoolId !== null ? (schoolName ?? 'Trường học') : 'Tổng quan', to: schoolId !== null ? `/${schoolId}` : '/' };
    const fromMenu = menuTrail(menu, pathname, schoolId).filter((c) => !isRootCrumb(c, schoolId));
    const last = fromMenu[fromMenu.length - 1];
    const page = pageCrumb && last?.to !== pathname ? [{ label: pageCrumb, to: pathname }] : [];
    return [root, ...fromMenu, ...page];
  }, [menu, pathname, schoolId, schoolName, pageCrumb]);

  useEffect(() => saveTrail(trimTrail(trail, trail.length - 1, schoolId)), [trail, schoolId]);

  const go = (index: number) => {
    const target = trail[index];
    if (!target?.to) return;
    saveTrail(trimTrail(trail, index, schoolId));
    void navigate({ href: target.to });
  };

  return (
    <nav aria-label="Breadcrumb" className="px-6 pt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        {trail.map((c, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {c.to && !last ? (
                <a
                  href={c.to}
                  onClick={(e) => {
                    e.preventDefault();
                    go(i);
                  }}
                  className={`hover:text-brand-700 hover:underline ${touchTarget}`}
                >
                  {c.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-800' : undefined}>
                  {c.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
