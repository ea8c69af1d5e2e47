// POST s/join_school_requests/:id/reject {reason} (spec §4: rejected with a reason), and the reason's form schema.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { requestData } from '@/lib/http.ts';
import { MSG } from '@/shared/messages.ts';
import { joinRequestsKey, type JoinRequest } from './get-join-requests.ts';

export const rejectReasonSchema = v.object({
  reason: v.pipe(v.string(MSG.reasonRequired), v.trim(), v.nonEmpty(MSG.reasonRequired), v.maxLength(1000, 'Lý do không được quá 1000 kí tự')),
});
export type RejectReason = v.InferOutput<typeof rejectReasonSchema>;

export const rejectJoinRequest = (schoolId: number, id: number, { reason }: RejectReason) =>
  requestData<JoinRequest>(`s/join_school_requests/${id}/reject`, { method: 'POST', school: schoolId, body: { reason } });

export function useRejectJoinRequest(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectJoinRequest(schoolId, id, { reason }),
    networkMode: 'always',
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: joinRequestsKey(schoolId) }), qc.invalidateQueries({ queryKey: ['dashboard', schoolId] })]),
  });
}
