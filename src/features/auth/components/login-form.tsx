// The sign-in form: email and password; a wrong pair shows the server's message under the password field and
// keeps what was typed.
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { loginSchema } from '@/shared/schemas/account.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const login = useLogin();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onSuccess();
    } catch (e) {
      reportFormError(e, setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="username" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Mật khẩu" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:underline">
          Quên mật khẩu?
        </Link>
      </div>
      <Button type="submit" loading={isSubmitting} className="w-full">
        Đăng nhập
      </Button>
    </form>
  );
}
