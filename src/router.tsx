// The router: file routes, router context (queryClient), preloading on intent.
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { queryClient } from './query-client.ts';
import { PageSpinner } from './components/ui/spinner.tsx';
import { ErrorPage } from './features/shell/components/error-page.tsx';
import { markFirstPaint } from './offline/after-first-paint.ts';

let history: RouterHistory | undefined;

/**
 * The browser history the router reads, made on first use. The start makes it in a task before the router's own: on a
 * first visit it writes the page's history entry, which with the router's walk of every route made one long task.
 */
export const getHistory = () => (history ??= createBrowserHistory());

function createAppRouter() {
  const router = createRouter({
    routeTree,
    history: getHistory(),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every route is its own boundary: a screen whose data cannot load (offline, nothing cached) fails inside the layout,
    // and a screen reading with useSuspenseQuery shows the spinner while its loader has not filled the cache.
    defaultPendingComponent: () => <PageSpinner />,
    defaultErrorComponent: ErrorPage,
  });
  // Work that waits for the first screen (the outbox engine, the service worker) starts once it has rendered.
  const stopWaiting = router.subscribe('onRendered', () => {
    stopWaiting();
    markFirstPaint();
  });
  return router;
}

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The app's one router, made on first use rather than when this module loads: walking every route's path takes a
 * long task of its own on a slow tablet, which the start keeps apart from evaluating the app's code.
 */
export const getRouter = () => (router ??= createAppRouter());

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
