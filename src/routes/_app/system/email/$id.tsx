// /system/email/{id} (spec §2 system settings): one system mail's editor; {id} is the mail's key (password_reset, …).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isEmailActionKey, type EmailActionKey } from '@/shared/email-actions.ts';
import { emailActionQueryOptions } from '@/features/email-admin/api/get-email-action.ts';
import { EmailActionPage } from '@/features/email-admin/components/email-action-page.tsx';
import { hasPermission } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/system/email/$id')({
  staticData: { crumb: 'Sửa thư' },
  // In the loader, not beforeLoad: the catalogue of mails then rides in this screen's chunk, not the entry.
  loader: ({ context, params }) => {
    if (!isEmailActionKey(params.id)) throw notFound();
    return context.queryClient.ensureQueryData(emailActionQueryOptions(params.id));
  },
  component: EmailActionRoute,
});

function EmailActionRoute() {
  const { session } = Route.useRouteContext();
  const actionKey = Route.useParams().id as EmailActionKey;
  const navigate = Route.useNavigate();
  return (
    <EmailActionPage
      actionKey={actionKey}
      canEdit={hasPermission(session.grants, 'system_email_account.update')}
      onDone={() => void navigate({ to: '/system/email' })}
    />
  );
}
