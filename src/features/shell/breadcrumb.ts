// The breadcrumb trail (spec §2): built from the menu entry of the current path plus the page's own title,
// trimmed when a link is clicked (leading root entry dropped) and saved so a reload keeps it.
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import { resolvePath, type MenuItem } from './menu-config.ts';

export interface Crumb {
  label: string;
  to?: string;
}

const isPrefix = (prefix: string, path: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The chain of menu entries (parent, then item) leading to the deepest item containing the path. */
export function menuTrail(menu: MenuItem[], pathname: string, schoolId: number | null): Crumb[] {
  let best: Crumb[] = [];
  let bestLen = -1;
  const visit = (items: MenuItem[], parents: Crumb[]) => {
    for (const it of items) {
      if (it.children) {
        visit(it.children, [...parents, { label: it.label }]);
        continue;
      }
      if (!it.to) continue;
      const to = resolvePath(it.to, schoolId);
      if (isPrefix(to, pathname) && to.length > bestLen) {
        best = [...parents, { label: it.label, to }];
        bestLen = to.length;
      }
    }
  };
  visit(menu, []);
  return best;
}

/** Whether a crumb is the root of the current scope ('/' or '/{schoolId}'). */
export function isRootCrumb(c: Crumb, schoolId: number | null): boolean {
  return c.to === '/' || (schoolId !== null && c.to === `/${schoolId}`);
}

/** The trail after clicking the crumb at `index`: everything after it goes, and a leading root entry too. */
export function trimTrail(trail: Crumb[], index: number, schoolId: number | null): Crumb[] {
  const kept = trail.slice(0, index + 1);
  return kept.length && isRootCrumb(kept[0]!, schoolId) ? kept.slice(1) : kept;
}

export function saveTrail(trail: Crumb[]): void {
  writeKey(STORAGE_KEYS.breadcrumb, JSON.stringify(trail));
}

export function loadTrail(): Crumb[] {
  try {
    const parsed: unknown = JSON.parse(readKey(STORAGE_KEYS.breadcrumb) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Crumb[]).filter((c) => c && typeof c.label === 'string') : [];
  } catch {
    return [];
  }
}
