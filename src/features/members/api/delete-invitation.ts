// DELETE s/join_school_invitations/:id (spec §7 members): withdraws an invitation; its link stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { invitationsKey } from './get-invitations.ts';

export const deleteInvitation = (schoolId: number, id: number) =>
  requestData<{ ok: true }>(`s/join_school_invitations/${id}`, { method: 'DELETE', school: schoolId });

export function useDeleteInvitation(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInvitation(schoolId, id),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(schoolId) }),
  });
}
