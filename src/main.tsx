// Entry: providers, router, service-worker registration.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from './query-client.ts';
import { getHistory, getRouter } from './router.tsx';
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

/** Resolves in a task of its own: the start's steps each take one, not one long task together. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first screen's sessions (online) and route code are fetched while the cache is restored, not after it: both come
// from the service worker on a cold start, and the render needs both. Each in a task of its own, the history and then the
// router in the two after: evaluating the app's code, making the router and starting those fetches made one long task.
setTimeout(() => prefetchSessions(queryClient, window.location.pathname), 0);
const routerMade = nextTask()
  .then(getHistory)
  .then(nextTask)
  .then(() => {
    const router = getRouter();
    for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined);
  });

// The signed-in user's last data is restored before the first render, so every screen opened once online shows it
// offline instead of waiting for a network that is not there. The first screen is then loaded before it is rendered
// (the loading screen in index.html shows meanwhile), and rendered once, with its data: mounted while it loaded, it
// was rendered twice, pending and then again when its data came. A slow load renders meanwhile, after the router's own
// wait before a pending screen, as the router would. The restore, read early by the start script, is often done before
// the router is made: the load then waits for the next task rather than following in the one that made the router.
void Promise.all([restoreAtStart(queryClient).catch(() => undefined), routerMade])
  .then(nextTask)
  .then(() => {
    const router = getRouter();
    return Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs))]);
  })
  .catch(() => undefined)
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
    // for the whole tree (80 ms at a time on a slow machine): a tap or a keystroke meanwhile is answered at once. The
    // loading screen in index.html stays until the screen is ready, as it would.
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={getRouter()} />
            <UpdatePrompt />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });

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
