// Entry: providers, router, service-worker registration.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from './query-client.ts';
import { getRouter } from './router.tsx';
import { UpdatePrompt } from './features/pwa/components/update-prompt.tsx';
import { registerServiceWorker } from './features/pwa/sw-update.ts';
import { afterFirstPaint } from './offline/after-first-paint.ts';
import { startOutboxOnce } from './offline/start-outbox.ts';
import { STORAGE_KEYS, readKey } from './lib/storage-keys.ts';
import { restoreAtStart } from './offline/read-cache.ts';
import { prefetchSessions } from './lib/queries/session.ts';
import './styles.css';

/** A first screen that never renders (a crash) still gets the worker, and with it the next version, after this. */
const REGISTER_WAIT_MS = 5000;

// The query library assumes it is online until an 'offline' event; an app opened without network knows better.
if (!navigator.onLine) onlineManager.setOnline(false);

// The first screen's sessions (online) and route code are fetched while the cache is restored, not after it: both come
// from the service worker on a cold start, and the render needs both. Each in a task of its own, the router made in the
// second: evaluating the app's code, making the router and starting those fetches in one task made one long task.
setTimeout(() => prefetchSessions(queryClient, window.location.pathname), 0);
setTimeout(() => {
  const router = getRouter();
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);
}, 0);

// The signed-in user's last data is restored before the first render, so every screen opened once online shows it
// offline instead of waiting for a network that is not there. The first screen is then loaded before it is rendered
// (the loading screen in index.html shows meanwhile), and rendered once, with its data: mounted while it loaded, it
// was rendered twice, pending and then again when its data came. A slow load renders meanwhile, after the router's own
// wait before a pending screen, as the router would.
void restoreAtStart(queryClient)
  .finally(() => {
    const router = getRouter();
    return Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs))]);
  })
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={getRouter()} />
          <UpdatePrompt />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

// The outbox drains at start, on 'online', on a timer and after each queued write (answers, submissions, grades).
// The engine (Dexie) loads right after the first paint instead of delaying it; queued work waits in IndexedDB meanwhile.
// Signed out, it waits for a session (start-outbox.ts).
void afterFirstPaint.then(() => {
  if (readKey(STORAGE_KEYS.accessToken)) void startOutboxOnce();
});

// Only the production build has a service worker (the dev server serves modules straight from source). Registering
// once the page has loaded and painted its first screen keeps the worker's install downloads, and the registration's
// own main-thread work, from competing with that screen (an app opened offline shows the user a task sooner).
if (import.meta.env.PROD) {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = Promise.race([afterFirstPaint, new Promise<void>((resolve) => setTimeout(resolve, REGISTER_WAIT_MS))]);
  void Promise.all([loaded, painted]).then(() => registerServiceWorker());
}
