// The forgot-password screen: the user's email → a reset mail. The same notice shows whether the email exists or
// not, so the form cannot be used to find out who has an account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { MSG } from '@/shared/messages.ts';
import { forgotPasswordSchema } from '@/shared/schemas/account.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const requestReset = useRequestPasswordReset();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await requestReset.mutateAsync(values);
      setSent(message || MSG.resetMailSent);
    } catch (e) {
      reportFormError(e, setError, ['email']);
    }
  });

  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Quên mật khẩu</h1>
      <p className="mt-1 text-sm text-slate-500">Nhập email tài khoản của bạn, chúng tôi sẽ gửi đường dẫn đặt lại mật khẩu.</p>
      {sent && (
        <p role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
          {sent}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" loading={isSubmitting} className="w-full">
          {sent ? 'Gửi lại' : 'Gửi hướng dẫn'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Quay lại đăng nhập
        </Link>
      </p>
    </div>
  );
}
