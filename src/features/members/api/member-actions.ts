// What a school does to one member from its lists (spec §4 active/inactive toggles, §7 /s/users): lock or unlock them
// in this school, take them out of it (their account and past work stay), or mail them a link to set a new password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { membersKey } from './get-member.ts';

export type MemberAction = 'active' | 'inactive' | 'remove' | 'reset_password';

/** reset_password answers whether a mail went out (sent: false when the hourly limit was reached or the account is locked). */
type Answer = { sent?: boolean };

const call = (schoolId: number, id: number, action: MemberAction) =>
  action === 'remove'
    ? requestData<Answer>(`s/users/${id}`, { method: 'DELETE', school: schoolId })
    : requestData<Answer>(`s/users/${id}/${action}`, { method: action === 'reset_password' ? 'POST' : 'PATCH', school: schoolId });

export function useMemberAction(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MemberAction }) => call(schoolId, id, action),
    onSuccess: (_, { action }) => (action === 'reset_password' ? undefined : queryClient.invalidateQueries({ queryKey: membersKey(schoolId) })),
  });
}
