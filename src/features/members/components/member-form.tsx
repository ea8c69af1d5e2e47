// Adding or editing a teacher or student: names, email, phone, gender and birthday (the account), then the school's
// part — a teacher's position and role, a student's class. Server messages land under their fields and nothing typed
// is lost on an error. A shared account's email is the other school's too, so it cannot be changed here.
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DateField } from '@/components/ui/date-field.tsx';
import { SelectField, type SelectOption } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { GENDERS, SCHOOL_POSITIONS } from '@/shared/constants.ts';
import type { MemberDetail, MemberKind } from '@/shared/member.ts';
import { memberSchema, type MemberOutput } from '@/shared/schemas/member.ts';
import { FormActions } from '@/components/ui/form-actions.tsx';

const FIELDS = ['last_name', 'first_name', 'email', 'phone', 'gender', 'birthday', 'position', 'school_role_id', 'group_id'] as const;

/** What the selects hold: strings, '' for "not chosen". */
interface FormValues {
  last_name: string;
  first_name: string;
  email: string;
  phone: string;
  gender: string;
  birthday: string;
  position: string;
  school_role_id: string;
  group_id: string;
}

const valuesOf = (m: MemberDetail | null, kind: MemberKind): FormValues => ({
  last_name: m?.last_name ?? '',
  first_name: m?.first_name ?? '',
  email: m?.email ?? '',
  phone: m?.phone ?? '',
  gender: m?.gender == null ? '' : String(m.gender),
  birthday: m?.birthday ?? '',
  position: kind === 'teacher' ? (m?.position ?? 'teacher') : '',
  school_role_id: m?.schoolRoleId == null ? (m ? '0' : '') : String(m.schoolRoleId),
  group_id: m?.groups[0] ? String(m.groups[0].id) : '',
});

/**
 * The select strings as the API reads them: numbers, null for none, nothing a student does not have. An unchanged
 * class is not sent: choosing a class moves a student out of the school's other groups (a club too).
 */
function toInput(values: FormValues, kind: MemberKind, initial: FormValues, editing: boolean) {
  const base = {
    last_name: values.last_name,
    first_name: values.first_name,
    email: values.email,
    phone: values.phone,
    gender: values.gender,
    birthday: values.birthday,
  };
  return kind === 'teacher'
    ? { ...base, position: values.position || undefined, school_role_id: values.school_role_id === '' ? null : Number(values.school_role_id) }
    : editing && values.group_id === initial.group_id
      ? base
      : { ...base, group_id: values.group_id === '' ? null : Number(values.group_id) };
}

export interface MemberFormProps {
  kind: MemberKind;
  member: MemberDetail | null;
  /** Teachers: the school's roles ("Theo chức vụ" when none is chosen). */
  roles: SelectOption[];
  /** Students: the school's classes. */
  classes: SelectOption[];
  onSave: (input: MemberOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function MemberForm({ kind, member, roles, classes, onSave, onCancel }: MemberFormProps) {
  const initial = valuesOf(member, kind);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, MemberOutput>({
    // The schema reads the API's shape: the selects' strings are turned into it first.
    resolver: (values, context, options) => valibotResolver(memberSchema)(toInput(values, kind, initial, member !== null) as never, context, options as never),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Thông tin tài khoản</legend>
        <TextField label="Họ và tên đệm" required autoComplete="off" error={errors.last_name?.message} {...register('last_name')} />
        <TextField label="Tên" required autoComplete="off" error={errors.first_name?.message} {...register('first_name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          readOnly={member?.sharedAccount}
          hint={
            member?.sharedAccount
              ? 'Tài khoản này còn thuộc trường khác nên không đổi được email.'
              : member
                ? undefined
                : 'Tài khoản mới sẽ nhận thư để đặt mật khẩu.'
          }
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Số điện thoại" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <SelectField label="Giới tính" options={GENDERS} placeholder="Chưa chọn" error={errors.gender?.message} {...register('gender')} />
        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DateField label="Ngày sinh" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.birthday?.message} />
          )}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Trong trường</legend>
        {kind === 'teacher' ? (
          <>
            <SelectField label="Chức vụ" required options={SCHOOL_POSITIONS} error={errors.position?.message} {...register('position')} />
            <SelectField label="Vai trò" options={roles} placeholder="Theo chức vụ" error={errors.school_role_id?.message} {...register('school_role_id')} />
          </>
        ) : (
          <div>
            <SelectField label="Lớp" options={classes} placeholder="Chưa xếp lớp" error={errors.group_id?.message} {...register('group_id')} />
            {member && member.groups.length > 1 && (
              <p className="mt-1 text-xs text-slate-600">{`Đang ở: ${member.groups.map((g) => g.name).join(', ')}. Chọn lớp khác sẽ chuyển em ra khỏi các nhóm này.`}</p>
            )}
          </div>
        )}
      </fieldset>
      <FormActions onCancel={onCancel} saving={isSubmitting} />
    </form>
  );
}
