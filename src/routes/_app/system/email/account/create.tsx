// /system/email/account/create (spec §2 system settings): a new SMTP account.
import { createFileRoute } from '@tanstack/react-router';
import { EmailAccountFormPage } from '@/features/email-admin/components/email-account-form-page.tsx';

export const Route = createFileRoute('/_app/system/email/account/create')({
  staticData: { crumb: 'Thêm tài khoản' },
  component: CreateRoute,
});

function CreateRoute() {
  const navigate = Route.useNavigate();
  return <EmailAccountFormPage accountId={null} onDone={() => void navigate({ to: '/system/email/account' })} />;
}
