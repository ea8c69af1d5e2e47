import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { speechModel } from './scripts/vite-speech-model.ts';
import { preloadFonts } from './scripts/vite-preload-fonts.ts';
import { bootScreen } from './scripts/vite-boot-screen.ts';
import { startScript } from './scripts/vite-start-script.ts';
import { PRECOMPRESS_INCLUDE, precompressLate } from './scripts/vite-precompress-late.ts';
import { LAZY_ASSET_PATTERNS } from './sw/lazy-assets.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Routes whose loaders stay in the entry: the layouts, sign-in and a student's first screens (see splitBehavior). */
const EAGER_LOADERS = new Set<string>([
  '__root__',
  '/_app',
  '/_auth',
  '/_auth/login',
  '/_app/$schoolId',
  '/_app/$schoolId/',
  '/_app/$schoolId/my-learning-group/',
  '/_app/$schoolId/my-learning-group/$id',
]);

/** The file of a route id: '/_app/$schoolId/' → src/routes/_app/$schoolId/index.tsx, '__root__' → src/routes/__root.tsx. */
const routeFile = (routeId: string) =>
  fileURLToPath(new URL(`./src/routes${routeId === '__root__' ? '/__root' : routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`, import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('./src/routes/', import.meta.url));
/** Route chunks that keep their preload lists: the sign-in screen (see modulePreload below). */
const PRELOADED_ROUTE_FILES = new Set(['/_auth', '/_auth/login'].map(routeFile));
/** The signed-in layouts and the school's home: every signed-in screen is under the first two (see the groups below). */
const SIGNED_IN_ROUTE_FILES = new Set(['/_app', '/_app/$schoolId', '/_app/$schoolId/'].map(routeFile));

/** Each output chunk's source modules, recorded before Vite lists what a lazily imported chunk needs. */
const chunkModules = new Map<string, string[]>();
const modulesOf = (file: string) => (chunkModules.get(file) ?? []).map((id) => id.replace(/\?.*$/, ''));
const isRouteChunk = (file: string) => modulesOf(file).some((id) => id.startsWith(ROUTES_DIR));
const keepsPreloadList = (file: string) => modulesOf(file).some((id) => PRELOADED_ROUTE_FILES.has(id));
const recordChunkModules = (): Plugin => ({
  name: 'record-chunk-modules',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunkModules.set(chunk.fileName, chunk.moduleIds);
  },
});

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // soundswallower's Blob polyfill touches `document` on load, which breaks it in the scoring worker.
      'blob-polyfill': fileURLToPath(new URL('./src/features/speaking/engine/native-blob.ts', import.meta.url)),
    },
  },
  plugins: [
    recordChunkModules(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      codeSplittingOptions: {
        // A route's loader rides in its component's chunk (one fetch, precached by the service worker), so the entry
        // every device loads first does not grow with each screen's data code: only the layouts and the screens a
        // student opens first keep theirs in the entry, starting their data while the screen's code arrives.
        // A route's components share one chunk: on a first visit each chunk is a request of its own, and a layout's
        // not-found and error components in chunks of their own were two more round trips before the screen.
        splitBehavior: ({ routeId }) =>
          EAGER_LOADERS.has(routeId)
            ? [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']]
            : [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    // The on-device pronunciation model, downloaded by the scoring worker on first use (scripts/vite-speech-model.ts).
    speechModel(),
    preloadFonts(),
    bootScreen(),
    startScript({ signIn: PRELOADED_ROUTE_FILES, signedIn: SIGNED_IN_ROUTE_FILES }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // A classic (IIFE) worker, registered without type 'module': every browser runs it, and anything the worker
        // imports is bundled into the one sw.js.
        rollupFormat: 'iife',
        // pdf.js's worker and its image decoders too: a book downloaded for use without a network must open on a device
        // that never opened a book online (≈ 400 KB compressed).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}', '**/pdf.worker.min-*.mjs', '**/{jbig2,openjpeg}-*.wasm'],
        // Heavy on-demand chunks only some teachers load (sw/lazy-assets.ts). The charts chunk stays
        // precached: every staff member's home shows it, its statistics are kept readable offline, and its name
        // changes only with a new Recharts, so a device downloads it once.
        globIgnores: LAZY_ASSET_PATTERNS.map((p) => `**/${p}`),
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
      manifest: {
        name: 'Lớp học số - Học mọi lúc, kể cả khi mất mạng',
        short_name: 'Lớp học số',
        description: 'Hệ thống quản lý học tập cho trường học Việt Nam, dùng được khi không có mạng.',
        lang: 'vi',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1e2a78',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Brotli and gzip copies of every text file, which the server sends as they are (server/src/http/static-app.ts).
    // The speech model brings its own copies (scripts/vite-speech-model.ts).
    compression({ include: PRECOMPRESS_INCLUDE, exclude: /(?:^|\/)speech-model\//, algorithms: ['brotliCompress', 'gzip'], threshold: 0 }),
    precompressLate(),
  ],
  build: {
    // A lazily imported chunk normally carries the list of every chunk it needs, preloaded with it. For the route
    // files (in the entry) those lists were a third of the entry: every route's dependencies, by hashed file name.
    // Only the sign-in screen keeps them: a first visit arrives there, where a waterfall of its form's chunks cost
    // 3 s of Lighthouse's LCP. Any other screen loads its chunk, then what that imports — a short waterfall on a first
    // visit only, since the service worker keeps every chunk afterwards, and the router starts it on hover or touch
    // (defaultPreload 'intent'). The signed-in layouts and a school's home need no lists: their code is one chunk
    // (the 'signed-in' group below). Chunks that are not routes (dialogs, editors, charts) keep their lists: they are
    // not in the entry.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && isRouteChunk(file) && !keepsPreloadList(file) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // React, the router and the query client in one chunk: every screen needs them, and split into the twenty
        // small chunks code-splitting makes of them, the first screen waited for twenty requests on a slow network.
        codeSplitting: {
          groups: [
            // ExcelJS in one chunk of its own, whichever feature loads it first (the gradebook export, the
            // question import), kept out of the precache below.
            { name: 'exceljs', test: /node_modules[\\/]exceljs[\\/]/ },
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|@tanstack[\\/](?:react-router|router-core|history|react-query|query-core|react-store|store)|tiny-invariant|tiny-warning|seroval|seroval-plugins|cookie-es)[\\/]/,
            },
            // What Recharts shares with others — React's store shim and clsx with Headless UI, which the header's
            // menus load on every screen; es-toolkit with react-pdf — is claimed first: left to the charts group
            // below, it would drag 118 KiB of Recharts onto a student's home and into the e-book reader.
            { name: 'ui-vendor', test: /node_modules[\\/](?:use-sync-external-store|clsx)[\\/]/ },
            { name: 'es-toolkit', test: /node_modules[\\/]es-toolkit[\\/]/ },
            // Recharts with what it brings (d3, its Redux store) in one chunk, loaded by the statistics charts
            // (src/components/charts/chart-drawing.tsx). Its name changes only with a new Recharts, so the precache
            // downloads it once per device, not with every release. After the framework group: a group also takes
            // its modules' dependencies, and React taken here would pull the whole chunk into the shell.
            { name: 'charts', test: /node_modules[\\/]recharts[\\/]/ },
            // On a first visit every chunk is a request of its own, six at a time over HTTP/1.1, each a round trip on
            // a slow network: the entry's two dozen small shared modules (messages, the API client, buttons) were
            // two dozen requests before the first screen. Everything the entry needs goes in the entry...
            { name: 'app', tags: ['$initial'] },
            // ...and the signed-in layouts with the school's home, with all they import, in one chunk loaded by any
            // signed-in screen (Lighthouse, a signed-in student's first visit: 23 requests and 0.6 s of LCP fewer).
            { name: 'signed-in', test: (id) => SIGNED_IN_ROUTE_FILES.has(id.replace(/\?.*$/, '')) },
          ],
        },
      },
    },
  },
  // The scoring worker: soundswallower's web build locates itself with import.meta.url.
  worker: { format: 'es' },
  server: { proxy: { '/api': apiTarget } },
  preview: { proxy: { '/api': apiTarget } },
});
