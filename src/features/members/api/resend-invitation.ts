// POST s/join_school_invitations/:id/resend (spec §4: invitations can be resent): a new link, the old one stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { invitationsKey, type Invitation } from './get-invitations.ts';

export const resendInvitation = (schoolId: number, id: number) =>
  requestData<Invitation>(`s/join_school_invitations/${id}/resend`, { method: 'POST', school: schoolId });

export function useResendInvitation(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resendInvitation(schoolId, id),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(schoolId) }),
  });
}
