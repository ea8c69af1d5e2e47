// The new password and its confirmation for a checked reset token; rule messages come from the shared schema.
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { newPasswordSchema } from '@/shared/schemas/account.ts';
import { useResetPassword } from '../api/new-password.ts';

export function NewPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(newPasswordSchema), defaultValues: { token, password: '', passwordConfirmation: '' } });
  const reset = useResetPassword();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onDone();
    } catch (e) {
      reportFormError(e, setError, ['password', 'passwordConfirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {email && (
        <p className="text-sm text-slate-600">
          Tài khoản: <span className="font-medium text-slate-900">{email}</span>
        </p>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <TextField label="Mật khẩu mới" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField
        label="Nhập lại mật khẩu mới"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Đặt lại mật khẩu
      </Button>
    </form>
  );
}
