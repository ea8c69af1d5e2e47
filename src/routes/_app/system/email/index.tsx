// /system/email (spec §2 system settings; menu key system_email_account): the mails the system sends.
import { createFileRoute } from '@tanstack/react-router';
import { emailActionsQueryOptions } from '@/features/email-admin/api/get-email-actions.ts';
import { EmailActionsPage } from '@/features/email-admin/components/email-actions-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/email/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(emailActionsQueryOptions()),
  component: EmailActionsRoute,
});

function EmailActionsRoute() {
  const { grants } = Route.useRouteContext().session;
  return (
    <EmailActionsPage canEdit={hasPermission(grants, 'system_email_account.update')} canSeeAccounts={hasPermission(grants, 'system_email_account.view')} />
  );
}
