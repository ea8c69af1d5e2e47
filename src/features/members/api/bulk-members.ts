// POST s/users/bulk: several members of a list at once — lock, unlock, take out of the school, move to a class.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MemberBulkInput } from '@/shared/schemas/member.ts';
import { membersKey } from './get-member.ts';

export function useBulkMembers(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberBulkInput) => requestData<{ count: number }>('s/users/bulk', { method: 'POST', school: schoolId, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(schoolId) }),
  });
}
