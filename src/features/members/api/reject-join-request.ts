// POST s/join_school_requests/:id/reject {reason} (spec §4: rejected with a reason; the rule: shared/schemas/reason.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { joinRequestsKey, type JoinRequest } from './get-join-requests.ts';

export const rejectJoinRequest = (schoolId: number, id: number, { reason }: { reason: string }) =>
  requestData<JoinRequest>(`s/join_school_requests/${id}/reject`, { method: 'POST', school: schoolId, body: { reason } });

export function useRejectJoinRequest(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectJoinRequest(schoolId, id, { reason }),
    networkMode: 'always',
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: joinRequestsKey(schoolId) }), qc.invalidateQueries({ queryKey: ['dashboard', schoolId] })]),
  });
}
