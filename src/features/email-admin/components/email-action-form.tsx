// One system mail's editor: subject and body with the placeholders it offers listed beside them (a click puts one
// where the cursor is), a live preview filled with sample values, the account it goes through and on/off. A
// placeholder the mail does not offer is refused, named, as it is typed and by the server.
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { EMAIL_ACTIONS, EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, fillEmailTemplate, sampleValues } from '@/shared/email-actions.ts';
import { emailActionSchema, type EmailActionInput, type EmailActionOutput } from '@/shared/schemas/email.ts';
import type { EmailAccount } from '../api/get-email-accounts.ts';
import type { EmailAction } from '../api/get-email-actions.ts';
import { CheckField } from './check-field.tsx';

interface FormValues {
  subject: string;
  body: string;
  isEnabled: boolean;
  accountId: string;
}

const FIELDS = ['subject', 'body', 'isEnabled', 'accountId'] as const;
const toInput = (f: FormValues): EmailActionInput => ({
  subject: f.subject,
  body: f.body,
  isEnabled: f.isEnabled,
  accountId: f.accountId ? Number(f.accountId) : null,
});

export interface EmailActionFormProps {
  action: EmailAction;
  accounts: EmailAccount[];
  readOnly: boolean;
  onSave: (input: EmailActionOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function EmailActionForm({ action, accounts, readOnly, onSave, onCancel }: EmailActionFormProps) {
  const def = EMAIL_ACTIONS[action.key];
  const schema = emailActionSchema(action.key);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // Checked as typed: an unknown placeholder is named while it is written, not only on saving.
    resolver: mappedResolver(schema, toInput),
    mode: 'onChange',
    defaultValues: { subject: action.subject, body: action.body, isEnabled: action.isEnabled, accountId: action.accountId ? String(action.accountId) : '' },
  });
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const lastFocused = useRef<'subject' | 'body'>('body');
  const samples = sampleValues(action.key);
  const [subject, body] = watch(['subject', 'body']);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(v.parse(schema, toInput(values)));
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  /** Puts {{name}} at the cursor of the field last used. */
  const insert = (name: string) => {
    const field = lastFocused.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const current = getValues(field);
    const token = `{{${name}}}`;
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    setValue(field, current.slice(0, start) + token + current.slice(end), { shouldValidate: true, shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const subjectField = register('subject');
  const bodyField = register('body');
  const accountOptions = accounts.map((a) => ({ value: a.id, label: `${a.name} <${a.fromAddress}>${a.isActive ? '' : ' (đã tắt)'}` }));
  const defaultAccount = accounts.find((a) => a.isDefault && a.isActive);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 space-y-4">
        <fieldset disabled={readOnly} className="space-y-4">
          <TextField
            label="Tiêu đề"
            required
            maxLength={EMAIL_SUBJECT_MAX}
            error={errors.subject?.message}
            {...subjectField}
            ref={(el) => {
              subjectField.ref(el);
              subjectRef.current = el;
            }}
            onFocus={() => (lastFocused.current = 'subject')}
          />
          <TextAreaField
            label="Nội dung"
            required
            rows={12}
            maxLength={EMAIL_BODY_MAX}
            error={errors.body?.message}
            {...bodyField}
            ref={(el) => {
              bodyField.ref(el);
              bodyRef.current = el;
            }}
            onFocus={() => (lastFocused.current = 'body')}
          />
          <SelectField
            label="Gửi bằng tài khoản"
            placeholder={defaultAccount ? `Tài khoản mặc định (${defaultAccount.name})` : 'Tài khoản mặc định (cấu hình của máy chủ)'}
            options={accountOptions}
            error={errors.accountId?.message}
            {...register('accountId')}
          />
          <CheckField label="Gửi thư này (tắt: thư không được gửi, thao tác tạo ra thư vẫn thực hiện)" {...register('isEnabled')} />
        </fieldset>
        <section aria-labelledby="email-preview-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h2 id="email-preview-title" className="mb-2 text-base font-semibold text-slate-900">
            Xem trước (với giá trị mẫu)
          </h2>
          <p className="text-sm">
            <span className="text-slate-600">Tiêu đề: </span>
            <span className="font-medium break-words text-slate-900" data-testid="email-preview-subject">
              {fillEmailTemplate(subject, samples)}
            </span>
          </p>
          <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-800" data-testid="email-preview-body">
            {fillEmailTemplate(body, samples)}
          </pre>
        </section>
        {!readOnly && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                setValue('subject', action.defaults.subject, { shouldValidate: true, shouldDirty: true });
                setValue('body', action.defaults.body, { shouldValidate: true, shouldDirty: true });
              }}
            >
              Dùng lại nội dung mặc định
            </Button>
            <FormActions onCancel={onCancel} saving={isSubmitting} />
          </div>
        )}
      </div>
      <aside aria-labelledby="email-placeholders-title" className="space-y-2">
        <h2 id="email-placeholders-title" className="text-base font-semibold text-slate-900">
          Biến dùng được
        </h2>
        <p className="text-xs text-slate-600">Khi gửi, mỗi biến được thay bằng giá trị thật.{readOnly ? '' : ' Bấm một biến để chèn vào chỗ con trỏ.'}</p>
        <ul className="space-y-1">
          {def.placeholders.map((p) => (
            <li key={p.name}>
              {readOnly ? (
                <div className="p-2 text-sm">
                  <code className="font-mono text-brand-800">{`{{${p.name}}}`}</code>
                  <span className="block text-xs text-slate-600">{p.label}</span>
                </div>
              ) : (
                <button
                  type="button"
                  onClick={() => insert(p.name)}
                  className="block min-h-11 w-full rounded-lg p-2 text-left text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
                  aria-label={`Chèn biến ${p.name}: ${p.label}`}
                >
                  <code className="font-mono text-brand-800">{`{{${p.name}}}`}</code>
                  <span className="block text-xs text-slate-600">{p.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </aside>
    </form>
  );
}
