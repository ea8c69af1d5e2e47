// POST s/join_school_invitations {email, roleType} (spec §7 members): mails an invitation link, and its form schema.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { requestData } from '@/lib/http.ts';
import { EMAIL_PATTERN } from '@/shared/constants.ts';
import { MSG } from '@/shared/messages.ts';
import { SCHOOL_POSITION_VALUES } from '@/shared/schemas/join-school.ts';
import { invitationsKey, type Invitation } from './get-invitations.ts';

export const invitationSchema = v.object({
  email: v.pipe(v.string(MSG.emailRequired), v.trim(), v.nonEmpty(MSG.emailRequired), v.regex(EMAIL_PATTERN, MSG.emailInvalid)),
  roleType: v.pipe(v.string(MSG.roleTypeRequired), v.picklist(SCHOOL_POSITION_VALUES, MSG.roleTypeRequired)),
});
export type InvitationInput = v.InferOutput<typeof invitationSchema>;

export const createInvitation = (schoolId: number, input: InvitationInput) =>
  requestData<Invitation>('s/join_school_invitations', { method: 'POST', school: schoolId, body: input });

export function useCreateInvitation(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => createInvitation(schoolId, input),
    networkMode: 'always',
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(schoolId) }),
  });
}
