// GET email_actions (spec §7 admin email_actions): the mails the system sends, each with its current text, whether it
// is on and the account it uses (null: the default).
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailActionKey } from '@/shared/email-actions.ts';
import { emailAdminKey } from './get-email-accounts.ts';

export interface EmailAction {
  key: EmailActionKey;
  name: string;
  description: string;
  subject: string;
  body: string;
  isEnabled: boolean;
  accountId: number | null;
  accountName: string | null;
  isCustom: boolean;
  defaults: { subject: string; body: string };
  updatedAt: string | null;
}

export const emailActionsQueryOptions = () =>
  queryOptions({
    queryKey: [...emailAdminKey, 'actions'],
    queryFn: ({ signal }) => requestData<EmailAction[]>('email_actions', { signal }),
  });
