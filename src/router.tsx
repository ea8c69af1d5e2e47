// The router: file routes, router context (queryClient), preloading on intent.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { queryClient } from './query-client.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
