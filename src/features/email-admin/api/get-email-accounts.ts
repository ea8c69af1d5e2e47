// GET email_accounts (spec §7 admin email_accounts): the system's SMTP accounts, the default first. The password
// never comes back: only whether one is saved.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailAccount } from '@/shared/email-actions.ts';

export type { EmailAccount };

/** Every email settings query starts with this: a change to an account also changes what the actions show. */
export const emailAdminKey = ['email-admin'] as const;

export const emailAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...emailAdminKey, 'accounts'],
    queryFn: ({ signal }) => requestData<EmailAccount[]>('email_accounts', { signal }),
  });
