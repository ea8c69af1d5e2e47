// GET email_accounts/:id: one SMTP account, as its edit form shows it.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { emailAdminKey, type EmailAccount } from './get-email-accounts.ts';

export const emailAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...emailAdminKey, 'account', id],
    queryFn: ({ signal }) => requestData<EmailAccount>(`email_accounts/${id}`, { signal }),
    // Someone else may have changed it: the form starts from what the server holds now.
    staleTime: 0,
  });
