// PUT storage_limits/default/{teacher|student}: the limits every school without its own gives that type of user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { LimitSet, LimitUserType } from '@/shared/usage-limits.ts';
import { usageLimitsKey, type DefaultLimitsData } from './get-default-limits.ts';

export function useSaveDefaultLimits(userType: LimitUserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LimitSet) => requestData<DefaultLimitsData>(`storage_limits/default/${userType}`, { method: 'PUT', body: input }),
    // Users' effective limits and the schools' lists depend on the defaults.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageLimitsKey }),
  });
}
