// Experiment pages (/api/experiment_run/<token>/…) kept for offline use: a package never changes under its random
// address (the server sends it immutable), so once fetched its page is answered from the device, cache first. Only a
// 200 carrying the server's sandbox policy is kept, so a page answered from here always runs with an opaque origin and
// can never reach the app's storage or token. The other files of a package are asked for by that opaque page, which
// no service worker controls: the browser's own cache keeps them (their headers allow a year).
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { EXPERIMENT_RUN_PREFIX } from '../src/shared/experiments.ts';
import { STORAGE_NAMES } from '../src/offline/storage-names.ts';

export const isExperimentFile = ({ url, sameOrigin, request }: RouteMatchCallbackOptions) =>
  sameOrigin && request.method === 'GET' && url.pathname.startsWith(EXPERIMENT_RUN_PREFIX);

export const experimentFiles = new CacheFirst({
  cacheName: STORAGE_NAMES.experimentCache,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && (response.headers.get('content-security-policy') ?? '').startsWith('sandbox ') ? response : null,
    },
    new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
  ],
});
