// GET email_actions/:key: one mail's text and settings, as its editor shows them.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailActionKey } from '@/shared/email-actions.ts';
import { emailAdminKey } from './get-email-accounts.ts';
import type { EmailAction } from './get-email-actions.ts';

export const emailActionQueryOptions = (key: EmailActionKey) =>
  queryOptions({
    queryKey: [...emailAdminKey, 'action', key],
    queryFn: ({ signal }) => requestData<EmailAction>(`email_actions/${key}`, { signal }),
    staleTime: 0,
  });
