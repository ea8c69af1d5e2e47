// /system/email/account (spec §2 system settings; menu key system_email_account): the system's SMTP accounts.
import { createFileRoute } from '@tanstack/react-router';
import { emailAccountsQueryOptions } from '@/features/email-admin/api/get-email-accounts.ts';
import { EmailAccountsPage } from '@/features/email-admin/components/email-accounts-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/email/account/')({
  staticData: { crumb: 'Tài khoản email SMTP' },
  loader: ({ context }) => context.queryClient.ensureQueryData(emailAccountsQueryOptions()),
  component: EmailAccountsRoute,
});

function EmailAccountsRoute() {
  const { grants } = Route.useRouteContext().session;
  return (
    <EmailAccountsPage
      rights={{
        create: hasPermission(grants, 'system_email_account.create'),
        update: hasPermission(grants, 'system_email_account.update'),
        delete: hasPermission(grants, 'system_email_account.delete'),
      }}
    />
  );
}
