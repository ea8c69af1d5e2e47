// GET s/school: the caller's school as its staff see it (src/shared/school-info.ts), for /{schoolId}/school.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SchoolInfo } from '@/shared/school-info.ts';

export const schoolInfoQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['school-info', schoolId] as const,
    // The contract and the quotas change a few times a year; the use counts may be a few minutes old.
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => requestData<SchoolInfo>('s/school', { school: schoolId, signal }),
    // Who to call and until when the school is open: worth reading without a network too.
    meta: { offline: true },
  });
