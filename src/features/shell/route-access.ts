// The spec §6 route guard: which paths a signed-in user may open, decided from the menu the path belongs to.
import { hasGroup, type Grants } from '@/shared/permissions.ts';
import { resolvePath, type MenuItem } from './menu-config.ts';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((it) => (it.children ? flatten(it.children) : [it]));
}

const isPrefix = (prefix: string, path: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The deepest menu item whose path is the given path or a parent folder of it. */
export function matchMenuItem(items: MenuItem[], pathname: string, schoolId: number | null): MenuItem | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: MenuItem | null = null;
  let bestLen = -1;
  for (const it of flatten(items)) {
    if (!it.to) continue;
    const to = resolvePath(it.to, schoolId);
    if (isPrefix(to, path) && to.length > bestLen) {
      best = it;
      bestLen = to.length;
    }
  }
  return best;
}

export interface AccessInput {
  menu: MenuItem[];
  pathname: string;
  schoolId: number | null;
  grants: Grants;
}

/**
 * Allowed when no menu item matches, the path is the school root or the overview, it contains 'editor', it is a
 * profile page, or the user holds any permission of the matched item's group.
 */
export function canAccess({ menu, pathname, schoolId, grants }: AccessInput): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || (schoolId !== null && path === `/${schoolId}`)) return true;
  if (path.includes('editor') || path.startsWith('/profiles')) return true;
  const match = matchMenuItem(menu, path, schoolId);
  if (!match || !match.groupKey) return true;
  return hasGroup(grants, match.groupKey);
}
