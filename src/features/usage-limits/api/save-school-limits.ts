// PUT storage_limits/schools/{id}: a school's totals and, per user type, its own limits (null: the system defaults).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SchoolLimitsInput, SchoolUsage } from '@/shared/usage-limits.ts';
import { usageLimitsKey } from './get-default-limits.ts';

export function useSaveSchoolLimits(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolLimitsInput) => requestData<SchoolUsage>(`storage_limits/schools/${schoolId}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageLimitsKey }),
  });
}
