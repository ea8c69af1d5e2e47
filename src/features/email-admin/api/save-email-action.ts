// PATCH email_actions/:key: a mail's subject, body, on/off and account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailActionKey } from '@/shared/email-actions.ts';
import type { EmailActionOutput } from '@/shared/schemas/email.ts';
import { emailAdminKey } from './get-email-accounts.ts';
import type { EmailAction } from './get-email-actions.ts';

export function useSaveEmailAction(key: EmailActionKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailActionOutput) => requestData<EmailAction>(`email_actions/${key}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailAdminKey }),
  });
}
