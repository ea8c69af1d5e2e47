// Which menu entry the current page belongs to.
import { resolvePath, type MenuItem } from './menu-config.ts';

function isUnder(path: string, pathname: string, exact: boolean) {
  return exact ? pathname === path || pathname === `${path}/` : pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The one menu entry the page belongs to: of the entries whose path contains it, the most specific (the mission list
 * under the groups is "Nhiệm vụ", not also "Nhóm học tập"). Scope roots ('/' and '/{schoolId}') match only themselves.
 */
export function activeHref(items: MenuItem[], schoolId: number | null, pathname: string): string | null {
  let best: string | null = null;
  for (const item of items.flatMap((i) => [i, ...(i.children ?? [])])) {
    if (!item.to) continue;
    const href = resolvePath(item.to, schoolId);
    const exact = item.to === '/' || item.to === '/$schoolId';
    if (isUnder(href, pathname, exact) && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
