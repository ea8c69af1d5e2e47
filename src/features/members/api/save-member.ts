// POST s/teachers|s/students (a new member: a new account gets a mail to set its password) and PATCH …/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MemberDetail, MemberKind } from '@/shared/member.ts';
import type { MemberOutput } from '@/shared/schemas/member.ts';
import { MEMBER_PATHS, membersKey } from './get-member.ts';

export function useSaveMember(schoolId: number, kind: MemberKind, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberOutput) =>
      requestData<MemberDetail>(id === null ? MEMBER_PATHS[kind] : `${MEMBER_PATHS[kind]}/${id}`, {
        method: id === null ? 'POST' : 'PATCH',
        school: schoolId,
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(schoolId) }),
  });
}
