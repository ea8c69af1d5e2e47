// The root route: router context and the app-wide pieces every layout shares (toasts, navigation progress bar,
// 404 and error pages, the chunk-load reload guard).
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { reloadForChunkError } from '@/lib/chunk-reload.ts';
import { ErrorPage } from '@/features/shell/components/error-page.tsx';
import { NotFoundPage } from '@/features/shell/components/not-found-page.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

function NavigationProgress() {
  const active = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  return <ProgressBar active={active} />;
}

function RootComponent() {
  useEffect(() => {
    // Vite reports a failed preload of a split chunk here (new deployment, old tab): reload, guarded to once a minute.
    const onPreloadError = (e: Event) => {
      if (reloadForChunkError()) e.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
