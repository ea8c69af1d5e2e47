// POST join_school_requests (spec §7 "Join school"): asks a school, by its code, to accept the user in a position.
import { useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface JoinSchoolInput {
  schoolCode: string;
  roleType: string;
}

export const createJoinRequest = (input: JoinSchoolInput) =>
  requestData<{ id: number; status: 'pending' }>('join_school_requests', { method: 'POST', body: input });

export const useCreateJoinRequest = () => useMutation({ mutationFn: createJoinRequest, networkMode: 'always' });
