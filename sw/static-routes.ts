// Hashed build files straight from the precache, without running this worker (the Service Worker Static Routing API,
// Chromium 123+). Opening the installed app offline used to pay for every one of its ~30 first-screen scripts twice:
// the worker had to start, then answer each request in turn through its JavaScript, which took longer than the whole
// blank page it was measured against. With these rules the browser reads them from the cache itself, in parallel, while
// the worker is only asked for the page (the navigation rule) and for /api.
//
// Browsers without the API ignore all this and go on through the fetch handler, as before.
import { LAZY_ASSET_PATTERNS } from './lazy-assets.ts';

interface RouterCondition {
  urlPattern?: string;
  requestMethod?: string;
  or?: RouterCondition[];
}
type RouterSource = 'fetch-event' | 'network' | 'cache' | { cacheName: string };
export interface RouterRule {
  condition: RouterCondition;
  source: RouterSource;
}
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}

/**
 * The rules, first match wins: the chunks left out of the precache go through the fetch handler, which keeps them
 * once loaded (sw.ts); every other file under /assets/ comes from the precache, whose keys are their bare URLs (their
 * names carry their hash, so they are precached without a revision). A file missing from the cache (evicted) is
 * fetched from the network, as the fetch handler would do.
 */
export function assetRules(precacheName: string): RouterRule[] {
  return [
    { condition: { or: LAZY_ASSET_PATTERNS.map((p) => ({ urlPattern: `/assets/${p}` })) }, source: 'fetch-event' },
    { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: { cacheName: precacheName } },
  ];
}

export function addAssetRoutes(event: Event, precacheName: string): void {
  const e = event as RoutingInstallEvent;
  // An unsupported rule (an older Chromium) throws: the worker then installs without rules rather than not at all.
  if (typeof e.addRoutes === 'function') e.waitUntil(e.addRoutes(assetRules(precacheName)).catch(() => undefined));
}
