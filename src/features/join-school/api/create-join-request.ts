// POST join_school_requests (spec §7 "Join school"): asks a school, by its code, to accept the user in a position.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { myJoinRequestsQueryOptions } from '@/lib/queries/my-join-requests.ts';

export interface JoinSchoolInput {
  schoolCode: string;
  roleType: string;
}

export const createJoinRequest = (input: JoinSchoolInput) =>
  requestData<{ id: number; status: 'pending' }>('join_school_requests', { method: 'POST', body: input });

export function useCreateJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJoinRequest,
    networkMode: 'always',
    // The overview lists the user's waiting requests.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myJoinRequestsQueryOptions().queryKey }),
  });
}
