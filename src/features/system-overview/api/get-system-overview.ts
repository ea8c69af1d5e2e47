// GET dashboard/system: the system administrator's overview (src/shared/system-overview.ts), the sections the caller
// may see.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SystemOverview } from '@/shared/system-overview.ts';

export const systemOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'system'] as const,
    // Counts over the whole platform: a minute old is as good, and each visit to '/' would otherwise ask again.
    staleTime: 60_000,
    queryFn: ({ signal }) => requestData<SystemOverview>('dashboard/system', { signal }),
  });
