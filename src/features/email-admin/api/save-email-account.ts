// POST email_accounts (a new account) and PATCH email_accounts/:id. An empty password keeps the saved one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailAccountOutput } from '@/shared/schemas/email.ts';
import { emailAdminKey, type EmailAccount } from './get-email-accounts.ts';

export function useSaveEmailAccount(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailAccountOutput) =>
      requestData<EmailAccount>(id === null ? 'email_accounts' : `email_accounts/${id}`, { method: id === null ? 'POST' : 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailAdminKey }),
  });
}
