// Editing one's own profile (PATCH current_user): names, phone, gender, birthday. Server field messages land under
// their fields and nothing typed is lost on an error.
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field.tsx';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { GENDERS } from '@/shared/constants.ts';
import { MSG } from '@/shared/messages.ts';
import { profileSchema } from '@/shared/schemas/account.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { FormActions } from '@/components/ui/form-actions.tsx';

const FIELDS = ['last_name', 'first_name', 'phone', 'gender', 'birthday'] as const;

export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(profileSchema),
    defaultValues: {
      last_name: user.last_name,
      first_name: user.first_name,
      phone: user.phone ?? '',
      gender: user.gender === null ? '' : String(user.gender),
      birthday: user.birthday ?? '',
    },
  });
  const update = useUpdateProfile();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(MSG.updated);
      onDone();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Họ" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        <TextField label="Tên" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Số điện thoại" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField label="Giới tính" options={GENDERS} placeholder="Chưa chọn" error={errors.gender?.message} {...register('gender')} />
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DateField label="Ngày sinh" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={errors.birthday?.message} />
          )}
        />
      </div>
      <FormActions onCancel={onDone} saving={isSubmitting} />
    </form>
  );
}
