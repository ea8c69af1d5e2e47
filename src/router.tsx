// The router: file routes, router context (queryClient), preloading on intent.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { queryClient } from './query-client.ts';
import { PageSpinner } from './components/ui/spinner.tsx';
import { ErrorPage } from './features/shell/components/error-page.tsx';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // Every route is its own boundary: a screen whose data cannot load (offline, nothing cached) fails inside the layout,
  // and a screen reading with useSuspenseQuery shows the spinner while its loader has not filled the cache.
  defaultPendingComponent: () => <PageSpinner />,
  defaultErrorComponent: ErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
