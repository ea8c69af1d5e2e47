// An SMTP account's settings, and "Gửi thư thử" with them as typed (before saving too). The saved password is never
// shown: the field stays empty ("đã lưu") and an empty field keeps it. Refusals land under their fields and nothing
// typed is lost.
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { CheckField } from './check-field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { mappedResolver, messagesByPath } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import {
  EMAIL_SECURITY,
  EMAIL_SECURITY_LABELS,
  emailAccountSchema,
  emailTestSchema,
  type EmailAccountOutput,
  type EmailSecurity,
} from '@/shared/schemas/email.ts';
import type { EmailAccount } from '../api/get-email-accounts.ts';
import type { TestMailResult } from '../api/send-test-mail.ts';

export interface AccountFormValues {
  name: string;
  host: string;
  port: string;
  security: EmailSecurity;
  username: string;
  password: string;
  fromName: string;
  fromAddress: string;
  isActive: boolean;
  isDefault: boolean;
  testTo: string;
}

const FIELDS = ['name', 'host', 'port', 'security', 'username', 'password', 'fromName', 'fromAddress', 'isActive', 'isDefault'] as const;
/** The usual port of each kind of connection, offered when the security changes and the port was the previous one's. */
const USUAL_PORT: Record<EmailSecurity, string> = { none: '25', starttls: '587', tls: '465' };

const toForm = (a: EmailAccount | null): AccountFormValues => ({
  name: a?.name ?? '',
  host: a?.host ?? '',
  port: String(a?.port ?? 587),
  security: a?.security ?? 'starttls',
  username: a?.username ?? '',
  password: '',
  fromName: a?.fromName ?? 'Lớp học số',
  fromAddress: a?.fromAddress ?? '',
  isActive: a?.isActive ?? true,
  isDefault: a?.isDefault ?? false,
  testTo: '',
});

export function toAccountInput(f: AccountFormValues): EmailAccountOutput {
  return {
    name: f.name.trim(),
    host: f.host.trim(),
    port: f.port.trim() === '' ? Number.NaN : Number(f.port),
    security: f.security,
    username: f.username.trim(),
    password: f.password,
    fromName: f.fromName.trim(),
    fromAddress: f.fromAddress.trim(),
    isActive: f.isActive,
    isDefault: f.isDefault,
  };
}

const fieldOf = (key: string) => (key === 'to' ? 'testTo' : (FIELDS as readonly string[]).includes(key) ? key : null) as keyof AccountFormValues | null;

export interface EmailAccountFormProps {
  account: EmailAccount | null;
  onSave: (input: EmailAccountOutput) => Promise<unknown>;
  onTest: (input: v.InferOutput<typeof emailTestSchema>) => Promise<TestMailResult>;
  onCancel: () => void;
}

export function EmailAccountForm({ account, onSave, onTest, onCancel }: EmailAccountFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormValues>({ resolver: mappedResolver(emailAccountSchema, toAccountInput), defaultValues: toForm(account) });
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestMailResult | null>(null);
  const username = watch('username');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toAccountInput(values));
    } catch (e) {
      reportFormError(e, setError, fieldOf);
    }
  });

  const sendTest = async () => {
    clearErrors();
    setResult(null);
    const values = getValues();
    const parsed = v.safeParse(emailTestSchema, { ...toAccountInput(values), id: account?.id ?? null, to: values.testTo }, { abortPipeEarly: true });
    if (!parsed.success) {
      placeMessages(messagesByPath(parsed.issues), setError);
      return;
    }
    setTesting(true);
    try {
      setResult(await onTest(parsed.output));
    } catch (e) {
      reportFormError(e, setError, fieldOf);
    } finally {
      setTesting(false);
    }
  };

  const security = register('security');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Máy chủ SMTP</legend>
        <TextField
          label="Tên tài khoản"
          required
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField label="Máy chủ (host)" required autoComplete="off" placeholder="smtp.example.com" error={errors.host?.message} {...register('host')} />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label="Bảo mật"
            required
            options={EMAIL_SECURITY.map((s) => ({ value: s, label: EMAIL_SECURITY_LABELS[s] }))}
            error={errors.security?.message}
            {...security}
            onChange={(e) => {
              const previous = getValues('security');
              void security.onChange(e);
              if (getValues('port') === USUAL_PORT[previous]) setValue('port', USUAL_PORT[e.target.value as EmailSecurity]);
            }}
          />
          <TextField label="Cổng" required type="number" inputMode="numeric" min={1} max={65535} error={errors.port?.message} {...register('port')} />
        </div>
        <TextField
          label="Tên đăng nhập"
          autoComplete="off"
          hint="Để trống nếu máy chủ không yêu cầu đăng nhập"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Mật khẩu"
          type="password"
          autoComplete="new-password"
          disabled={!username.trim()}
          placeholder={account?.hasPassword ? 'đã lưu' : ''}
          hint={
            account?.hasPassword
              ? 'Mật khẩu đã lưu. Để trống để giữ nguyên, hoặc nhập mật khẩu mới để thay.'
              : 'Được mã hoá khi lưu và không bao giờ hiển thị lại.'
          }
          error={errors.password?.message}
          {...register('password')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Người gửi</legend>
        <TextField label="Tên người gửi" required autoComplete="off" error={errors.fromName?.message} {...register('fromName')} />
        <TextField label="Địa chỉ gửi" required type="email" autoComplete="off" error={errors.fromAddress?.message} {...register('fromAddress')} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="sr-only">Trạng thái</legend>
        <CheckField label="Đang hoạt động" {...register('isActive')} />
        <CheckField label="Tài khoản mặc định (dùng cho mọi thư chưa chọn tài khoản riêng)" error={errors.isDefault?.message} {...register('isDefault')} />
      </fieldset>
      <section aria-labelledby="email-test-title" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="email-test-title" className="text-base font-semibold text-slate-900">
          Gửi thư thử
        </h2>
        <p className="text-sm text-slate-600">Gửi một thư với các thiết lập đang nhập (chưa cần lưu) để kiểm tra máy chủ SMTP nhận thư.</p>
        <div className="flex flex-wrap items-start gap-2">
          <TextField label="Gửi tới" type="email" autoComplete="email" className="min-w-64 flex-1" error={errors.testTo?.message} {...register('testTo')} />
          <Button variant="secondary" className="sm:mt-6" loading={testing} onClick={() => void sendTest()}>
            Gửi thư thử
          </Button>
        </div>
        <div aria-live="polite">
          {result?.ok && (
            <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
              Máy chủ SMTP đã nhận thư. Trả lời của máy chủ: <span className="font-mono break-all">{result.response}</span>
            </p>
          )}
          {result && !result.ok && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm break-words text-red-800">
              Gửi thư thử không thành công. {result.message}
            </p>
          )}
        </div>
      </section>
      <FormActions onCancel={onCancel} saving={isSubmitting} />
    </form>
  );
}

function placeMessages(messages: Record<string, string>, setError: UseFormSetError<AccountFormValues>) {
  let first = true;
  for (const [path, message] of Object.entries(messages)) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'validate', message }, { shouldFocus: first });
    first = false;
  }
}
