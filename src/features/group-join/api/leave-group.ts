// POST s/personal/learning_groups/:id/leave: a student leaves one of her groups; her past work stays on the server.
// What the app keeps of the group is the route's to drop (it knows the learning view's queries).
import { useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export const leaveGroup = (schoolId: number, groupId: number) =>
  requestData<{ id: number }>(`s/personal/learning_groups/${groupId}/leave`, { method: 'POST', school: schoolId });

export function useLeaveGroup(schoolId: number, groupId: number) {
  return useMutation({ mutationFn: () => leaveGroup(schoolId, groupId), networkMode: 'always' });
}
