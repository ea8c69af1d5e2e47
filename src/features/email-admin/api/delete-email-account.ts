// DELETE email_accounts/:id: the mails that named it then use the default account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { emailAdminKey } from './get-email-accounts.ts';

export function useDeleteEmailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`email_accounts/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailAdminKey }),
  });
}
