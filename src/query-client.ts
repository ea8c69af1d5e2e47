// The one QueryClient. Offline-first: queries keep showing cached data when the network is gone.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      networkMode: 'offlineFirst',
      retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});
