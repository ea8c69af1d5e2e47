// POST s/join_school_requests/:id/approve {roleId?} (spec §4: approved with a role): the user becomes a member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { joinRequestsKey, type JoinRequest } from './get-join-requests.ts';

export interface ApproveInput {
  id: number;
  /** A school role id; 0 = school administrator; absent = the role the requested position implies. */
  roleId?: number;
}

export const approveJoinRequest = (schoolId: number, { id, roleId }: ApproveInput) =>
  requestData<JoinRequest>(`s/join_school_requests/${id}/approve`, { method: 'POST', school: schoolId, body: roleId === undefined ? {} : { roleId } });

export function useApproveJoinRequest(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveInput) => approveJoinRequest(schoolId, input),
    // An approval is answered at once or fails: never queued silently while offline.
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: joinRequestsKey(schoolId) }),
        qc.invalidateQueries({ queryKey: ['members', schoolId] }),
        qc.invalidateQueries({ queryKey: ['dashboard', schoolId] }),
      ]),
  });
}
