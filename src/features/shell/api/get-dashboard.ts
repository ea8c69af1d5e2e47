// GET s/dashboard (spec §7): the school root's summary (school, expiry, member and group counts).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface SchoolDashboard {
  school: { id: number; name: string; code: string; expiresAt: string | null };
  counts: { teachers: number; students: number; groups: number; pendingRequests: number };
}

export const dashboardQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['dashboard', schoolId],
    queryFn: ({ signal }) => requestData<SchoolDashboard>('s/dashboard', { school: schoolId, signal }),
    meta: { offline: true },
  });
