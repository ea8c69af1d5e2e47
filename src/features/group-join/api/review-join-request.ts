// POST s/school_groups/:id/requests/:requestId/approve (adds the student; refused while the group is locked) and
// .../reject {reason} (spec §4: rejected with a reason). Either refreshes the whole teaching view of the school, so
// the members list and the student count of "Quản lý nhóm" show the newcomer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { teachingKey } from '@/lib/queries/teaching-groups.ts';
import type { GroupJoinRequest } from '@/shared/schemas/group-join.ts';

export type Review = { requestId: number; decision: 'approve' } | { requestId: number; decision: 'reject'; reason: string };

export const reviewJoinRequest = (schoolId: number, groupId: number, review: Review) =>
  requestData<GroupJoinRequest>(`s/school_groups/${groupId}/requests/${review.requestId}/${review.decision}`, {
    method: 'POST',
    school: schoolId,
    body: review.decision === 'reject' ? { reason: review.reason } : {},
  });

export function useReviewJoinRequest(schoolId: number, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => reviewJoinRequest(schoolId, groupId, review),
    networkMode: 'always',
    // "Already handled" (another teacher, another tab) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachingKey(schoolId) }),
  });
}
