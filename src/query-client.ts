// The one QueryClient. Offline-first: queries keep showing cached data when the network is gone, and queries marked
// `meta: { offline: true }` are persisted per user for the next start (offline/read-cache.ts).
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Kept in the offline read cache: the screen shows its last data after a restart without network. */
      offline?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      networkMode: 'offlineFirst',
      // Offline, a retry would pause until the network returns and a screen with nothing cached would spin for ever:
      // the query fails at once instead (cached data stays on screen) and the screen says what it cannot load.
      retry: (failures, error) => onlineManager.isOnline() && !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});
