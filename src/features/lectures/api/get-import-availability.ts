// GET s/lecture_imports/availability: whether this server can turn a PowerPoint into a lecture (LibreOffice is an
// optional system tool), asked before the teacher uploads anything.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export const importAvailabilityQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['lectures', 'import-availability', schoolId],
    queryFn: ({ signal }) => requestData<{ available: boolean }>('s/lecture_imports/availability', { school: schoolId, signal }),
    staleTime: 5 * 60_000,
  });
