// /system/email/account/{id} (spec §2 system settings): one SMTP account, edited.
import { createFileRoute } from '@tanstack/react-router';
import { idOrNotFound } from '@/lib/route-ids.ts';
import { EmailAccountFormPage } from '@/features/email-admin/components/email-account-form-page.tsx';

export const Route = createFileRoute('/_app/system/email/account/$id')({
  staticData: { crumb: 'Sửa tài khoản' },
  beforeLoad: ({ params }) => ({ accountId: idOrNotFound(params.id) }),
  component: EditRoute,
});

function EditRoute() {
  const { accountId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <EmailAccountFormPage accountId={accountId} onDone={() => void navigate({ to: '/system/email/account' })} />;
}
