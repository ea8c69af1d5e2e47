// The registration form (POST registrations): a new teacher account without a school, signed in on success.
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { registrationSchema } from '@/shared/schemas/account.ts';
import { useRegister } from '../api/register.ts';

const EMPTY = { last_name: '', first_name: '', email: '', phone: '', password: '', passwordConfirmation: '' };
const FIELDS = ['last_name', 'first_name', 'email', 'phone', 'password', 'passwordConfirmation'] as const;

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(registrationSchema), defaultValues: EMPTY });
  const signUp = useRegister();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, phone: values.phone ?? undefined });
      onSuccess();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Họ" autoComplete="family-name" required error={errors.last_name?.message} {...register('last_name')} />
        <TextField label="Tên" autoComplete="given-name" required error={errors.first_name?.message} {...register('first_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
      <TextField label="Số điện thoại" type="tel" autoComplete="tel" hint="Không bắt buộc" error={errors.phone?.message} {...register('phone')} />
      <TextField label="Mật khẩu" type="password" autoComplete="new-password" required error={errors.password?.message} {...register('password')} />
      <TextField
        label="Nhập lại mật khẩu"
        type="password"
        autoComplete="new-password"
        required
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Đăng ký
      </Button>
    </form>
  );
}
