// GET email_actions (spec §7 admin email_actions): the mails the system sends, each with its current text, whether it
// is on and the account it uses (null: the default).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailAction } from '@/shared/email-actions.ts';

export type { EmailAction };
import { emailAdminKey } from './get-email-accounts.ts';

export const emailActionsQueryOptions = () =>
  queryOptions({
    queryKey: [...emailAdminKey, 'actions'],
    queryFn: ({ signal }) => requestData<EmailAction[]>('email_actions', { signal }),
  });
