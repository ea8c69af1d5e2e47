// POST join_school_invitations/accept?code (spec §7): the signed-in user accepts an emailed invitation and becomes
// a member at once, so every cached session (its school list) is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export const acceptInvitation = (code: string) =>
  requestData<{ school: { id: number; name: string } }>('join_school_invitations/accept', { method: 'POST', query: { code } });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
