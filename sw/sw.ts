/// <reference lib="webworker" />
// The service worker: precache the app shell and answer navigations with index.html so the app opens offline.
// Every rule below says why it exists; the order of registerRoute calls matters (the first match wins).
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { OUTBOX_SYNC_TAG, drainFromServiceWorker } from '../src/offline/sw-drain.ts';
import { STORAGE_NAMES } from '../src/offline/storage-names.ts';
import { downloadedFileHandler, isDownloadableFile } from './downloads-route.ts';
import { experimentFiles, isExperimentFile } from './experiments-route.ts';
import { addAssetRoutes } from './static-routes.ts';

declare const self: ServiceWorkerGlobalScope;

// Exam media (pictures, listening audio, video of questions): an exam opened once online must be taken to the end
// offline, media included, so the files a question shows are kept once fetched. They never change under the same URL
// and are not per-user data, hence CacheFirst. Matched by what the element asks for (image/audio/video), so no data
// request under /api can land here; registered before the /api rule for media served under /api (spec §7). Only
// complete 200 answers are stored (a 206 range answer of an audio element cannot be put into the cache); an audio
// element's range request is then answered from the whole cached file (RangeRequestsPlugin). The page fills the same
// cache with every medium of an exam when it is opened online (src/offline/exam-media.ts).
const isExamMedia = ({ request, url, sameOrigin }: { request: Request; url: URL; sameOrigin: boolean }) =>
  // Not the app's own pictures (icons): those are precached with the build.
  ['image', 'audio', 'video'].includes(request.destination) && (!sameOrigin || url.pathname.startsWith('/api/'));
const examMedia = new CacheFirst({
  cacheName: STORAGE_NAMES.examMediaCache,
  plugins: [
    new RangeRequestsPlugin(),
    { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
const apiNetwork = new NetworkOnly();

// Downloaded content (sw/downloads-route.ts): a file the user downloaded is answered from IndexedDB, whole or by
// range, before the exam media cache and the /api rule could send it to the network (a downloaded video is not in
// the exam media cache, and the /api rule would fail offline). A file not downloaded goes on exactly as the two rules
// below would take it.
registerRoute(
  isDownloadableFile,
  downloadedFileHandler((options) => (isExamMedia({ ...options, sameOrigin: true }) ? examMedia.handle(options) : apiNetwork.handle(options))),
);

registerRoute(isExamMedia, examMedia);

// Experiment pages (sw/experiments-route.ts): opened once or downloaded, an experiment opens again offline. Before the
// /api rule, which would send them to the network; never per-user data (the address is the package's).
registerRoute(isExperimentFile, experimentFiles);

// The API is never cached here. Data freshness is the app's job: offline data lives in IndexedDB and the query
// cache, where the app knows whose data it is and when it was fetched. A cached API answer served by the worker
// would show one user's data to the next one on a shared school tablet, and would hide from the app that it is
// offline (so the outbox would not know to queue). Registered before every rule but the two above (downloaded files,
// and media matched only for image/audio/video requests), so no later runtime rule can catch /api data.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), apiNetwork);

precacheAndRoute(self.__WB_MANIFEST);
// The build's own files are read from the precache by the browser, without this worker (sw/static-routes.ts); the
// precache route above still answers them in browsers without static routing.
self.addEventListener('install', (event) => addAssetRoutes(event, cacheNames.precache));
// Heavy chunks a few teachers need (the .xlsx writer) are left out of the precache that every student's tablet
// downloads (vite.config.ts globIgnores); once a page loaded one it is kept, so an export works offline afterwards.
// Registered after the precache, which answers every precached file first; hashed file names never change content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: STORAGE_NAMES.lazyAssetsCache,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true }),
    ],
  }),
);
// Precaches of older builds would otherwise stay in storage forever after an update.
cleanupOutdatedCaches();
// History-mode routes: every navigation outside /api is the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// The first install takes control of the open page at once, so that one online visit is enough for the app to
// reopen offline. Updates do not skip waiting by themselves (see the message handler).
clientsClaim();

// Updates wait until the user accepts them in the "Đã có phiên bản mới" banner, whose "Cập nhật" posts this message
// (src/features/pwa/sw-update.ts), so that a student in the middle of an exam is never switched to new code mid-page.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: the browser wakes the worker when connectivity returns, even with every tab closed, and the
// outbox (answers, submissions, grades) is delivered from here. A rejected promise asks the browser to try again.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag === OUTBOX_SYNC_TAG) e.waitUntil(drainFromServiceWorker());
});
