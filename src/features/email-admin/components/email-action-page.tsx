// /system/email/{key}: one system mail's editor, with the mail and the accounts loading or failing in its place.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { EMAIL_ACTIONS, type EmailActionKey } from '@/shared/email-actions.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { emailActionQueryOptions } from '../api/get-email-action.ts';
import { emailAccountsQueryOptions } from '../api/get-email-accounts.ts';
import { useSaveEmailAction } from '../api/save-email-action.ts';
import { EmailActionForm } from './email-action-form.tsx';

export function EmailActionPage({ actionKey, canEdit, onDone }: { actionKey: EmailActionKey; canEdit: boolean; onDone: () => void }) {
  const action = useQuery(emailActionQueryOptions(actionKey));
  const accounts = useQuery(emailAccountsQueryOptions());
  const save = useSaveEmailAction(actionKey);

  let body;
  if (action.isError) body = <ErrorAlert onRetry={() => void action.refetch()}>{apiErrorText(action.error)}</ErrorAlert>;
  else if (accounts.isError) body = <ErrorAlert onRetry={() => void accounts.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
  else if (!action.data || !accounts.data) body = <Spinner label={TEXT.loading} />;
  else
    body = (
      <EmailActionForm
        action={action.data}
        accounts={accounts.data}
        readOnly={!canEdit}
        onSave={async (input) => {
          await save.mutateAsync(input);
          toast.success(MSG.updated);
          onDone();
        }}
        onCancel={onDone}
      />
    );

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Link to="/system/email" className={backLinkClass}>
        ← Email
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{EMAIL_ACTIONS[actionKey].name}</h1>
        <p className="text-sm text-slate-600">{EMAIL_ACTIONS[actionKey].description}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
