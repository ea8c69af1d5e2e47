// PUT elsa/limits/{id}: one user's own limits (bought extras; null follows their school's or the system's), and
// optionally their call counts started again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { UserLimitsInput } from '@/shared/usage-limits.ts';
import { usageLimitsKey } from './get-default-limits.ts';

export function useSaveUserLimits(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserLimitsInput) => requestData<unknown>(`elsa/limits/${userId}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageLimitsKey }),
  });
}
