// The change-password dialog (spec §2 dialog 2, §4): opening resets the form; a submit that passes the §5 rules
// closes it whatever the server answers, so the outcome is told by a toast (success, or the server's message).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { changePasswordSchema } from '@/shared/schemas/account.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(changePasswordSchema), defaultValues: EMPTY });
  const changePassword = useChangePassword();

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
      toast.success(MSG.passwordChanged);
    } catch (e) {
      // A wrong old password is a 422 whose message list carries MSG.oldPasswordWrong: it reaches the user here.
      handleApiError(e);
    } finally {
      onClose();
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Đổi mật khẩu"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Huỷ
          </Button>
          <Button type="submit" form="change-password-form" loading={isSubmitting}>
            Xác nhận
          </Button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Mật khẩu cũ" type="password" autoComplete="current-password" error={errors.oldPassword?.message} {...register('oldPassword')} />
        <TextField label="Mật khẩu mới" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label="Nhập lại mật khẩu mới"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
      </form>
    </Dialog>
  );
}
