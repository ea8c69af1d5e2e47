// POST school_groups/:id/join_request: a student of the group's school asks to join; asking again answers the
// request already waiting. The page then reads where she stands afresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { OwnGroupJoinRequest } from '@/shared/schemas/group-join.ts';
import { invitationKey } from './get-invitation.ts';

export const createJoinRequest = (groupId: number) => requestData<OwnGroupJoinRequest>(`school_groups/${groupId}/join_request`, { method: 'POST' });

export function useCreateJoinRequest(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createJoinRequest(groupId),
    networkMode: 'always',
    // A refusal (locked meanwhile, already a member) also changes what the page should say.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKey(groupId) }),
  });
}
