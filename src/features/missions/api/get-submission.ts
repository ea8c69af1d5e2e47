// GET s/v1/submissions/:id?include_all_submissions=1: the student's work for the marking page (every recording).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SubmissionDetail } from '@/shared/mission.ts';
import { missionsKey } from './mission-keys.ts';

export const submissionQueryOptions = (schoolId: number, submissionId: number) =>
  queryOptions({
    queryKey: [...missionsKey(schoolId), 'submission', submissionId],
    queryFn: ({ signal }) =>
      requestData<SubmissionDetail>(`s/v1/submissions/${submissionId}`, {
        school: schoolId,
        signal,
        query: { include_all_submissions: 1 },
      }),
    staleTime: 0,
  });
