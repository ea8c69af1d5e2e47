// /system/email/account/create and /{id}: the account form on its own page, with the account loading or failing in
// its place. Saving goes back to the list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { emailAccountQueryOptions } from '../api/get-email-account.ts';
import { useSaveEmailAccount } from '../api/save-email-account.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { EmailAccountForm } from './email-account-form.tsx';

export function EmailAccountFormPage({ accountId, onDone }: { accountId: number | null; onDone: () => void }) {
  const account = useQuery({ ...emailAccountQueryOptions(accountId ?? 0), enabled: accountId !== null });
  const save = useSaveEmailAccount(accountId);
  const test = useSendTestMail();

  let body;
  if (accountId !== null && account.isError) body = <ErrorAlert onRetry={() => void account.refetch()}>{apiErrorText(account.error)}</ErrorAlert>;
  else if (accountId !== null && !account.data) body = <Spinner label={TEXT.loading} />;
  else
    body = (
      <EmailAccountForm
        account={account.data ?? null}
        onSave={async (input) => {
          const saved = await save.mutateAsync(input);
          toast.success(accountId === null ? `${MSG.created}: ${saved.name}` : MSG.updated);
          onDone();
        }}
        onTest={(input) => test.mutateAsync(input)}
        onCancel={onDone}
      />
    );

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to="/system/email/account" className={backLinkClass}>
        ← Tài khoản email SMTP
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        {accountId === null ? 'Thêm tài khoản email' : account.data ? `Sửa tài khoản email: ${account.data.name}` : 'Sửa tài khoản email'}
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
