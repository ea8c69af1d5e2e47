// Adding or editing a school: name and code, the address (a province, then one of its wards/communes, then the
// street), contacts, the contract's first and last days, the school-wide quotas and, for a new school, its first
// administrator. Server messages land under their fields and nothing typed is lost on an error.
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { DateField } from '@/components/ui/date-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { expiryDay, schoolCreateSchema, schoolUpdateSchema, type SchoolCreateOutput, type SchoolUpdateOutput } from '@/shared/schemas/school.ts';
import { provincesQueryOptions, wardsQueryOptions } from '../api/get-address-units.ts';
import type { SchoolDetail } from '../api/get-school.ts';
import { FormActions } from '@/components/ui/form-actions.tsx';

const FIELDS = [
  'name',
  'code',
  'street',
  'province_code',
  'ward_code',
  'phone',
  'email',
  'contract_start',
  'contract_end',
  'storage_limit_mb',
  'speaking_call_limit',
  'admin.last_name',
  'admin.first_name',
  'admin.email',
] as const;

interface FormValues {
  name: string;
  code: string;
  street: string;
  province_code: string;
  ward_code: string;
  phone: string;
  email: string;
  contract_start: string;
  contract_end: string;
  storage_limit_mb: string;
  speaking_call_limit: string;
  admin: { last_name: string; first_name: string; email: string };
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

const valuesOf = (s: SchoolDetail | null): FormValues => ({
  name: s?.name ?? '',
  code: s?.code ?? '',
  street: s?.street ?? '',
  province_code: s?.provinceCode ?? '',
  ward_code: s?.wardCode ?? '',
  phone: s?.phone ?? '',
  email: s?.email ?? '',
  contract_start: s?.contractStartsOn ?? '',
  contract_end: s ? expiryDay(s.expiresAt) : '',
  storage_limit_mb: text(s?.storageLimitMb),
  speaking_call_limit: text(s?.speakingCallLimit),
  admin: { last_name: '', first_name: '', email: '' },
});

export type SchoolFormOutput = SchoolCreateOutput | SchoolUpdateOutput;

export interface SchoolFormProps {
  /** null: a new school, with its administrator. */
  school: SchoolDetail | null;
  onSave: (input: SchoolFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function SchoolForm({ school, onSave, onCancel }: SchoolFormProps) {
  const creating = school === null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SchoolFormOutput>({
    // An edit never sends an administrator: the school's members screen manages them.
    resolver: (values, context, options) =>
      creating
        ? valibotResolver(schoolCreateSchema)(values as never, context, options as never)
        : valibotResolver(schoolUpdateSchema)({ ...values, admin: undefined } as never, context, options as never),
    defaultValues: valuesOf(school),
  });
  const province = watch('province_code');
  const provinces = useQuery(provincesQueryOptions());
  const wards = useQuery({ ...wardsQueryOptions(province), enabled: province !== '' });

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
        <legend className="mb-2 text-base font-semibold text-slate-900">Thông tin trường</legend>
        <TextField label="Tên trường" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Mã trường"
          required
          autoComplete="off"
          hint="Chữ cái không dấu, chữ số và dấu gạch ngang; giáo viên, học sinh nhập mã này để xin vào trường."
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField label="Số điện thoại" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Email của trường" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Địa chỉ</legend>
        {/* Controlled: the saved ward is shown once its province's list has arrived. */}
        <Controller
          control={control}
          name="province_code"
          render={({ field }) => (
            <SelectField
              label="Tỉnh/Thành phố"
              required
              placeholder={provinces.isPending ? 'Đang tải…' : 'Chọn tỉnh/thành phố'}
              options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
              error={errors.province_code?.message ?? (provinces.isError ? 'Không tải được danh sách tỉnh/thành phố' : undefined)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                // A ward belongs to one province: choosing another province asks for its ward again.
                setValue('ward_code', '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="ward_code"
          render={({ field }) => (
            <SelectField
              label="Phường/Xã"
              required
              disabled={province === ''}
              placeholder={province === '' ? 'Chọn tỉnh/thành phố trước' : wards.isPending ? 'Đang tải…' : 'Chọn phường/xã'}
              options={(wards.data ?? []).map((w) => ({ value: w.code, label: w.name }))}
              error={errors.ward_code?.message ?? (wards.isError ? 'Không tải được danh sách phường/xã' : undefined)}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value)}
            />
          )}
        />
        <TextField
          label="Số nhà, đường"
          className="sm:col-span-2"
          autoComplete="off"
          hint="Từ 01/07/2025 địa chỉ chỉ còn hai cấp: tỉnh/thành phố và phường/xã."
          error={errors.street?.message}
          {...register('street')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Hợp đồng và hạn mức</legend>
        <Controller
          control={control}
          name="contract_start"
          render={({ field }) => (
            <DateField
              label="Ngày bắt đầu hợp đồng"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.contract_start?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="contract_end"
          render={({ field }) => (
            <DateField label="Ngày hết hạn" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.contract_end?.message} />
          )}
        />
        <TextField
          label="Dung lượng lưu trữ (MB)"
          inputMode="numeric"
          autoComplete="off"
          hint="Để trống: không giới hạn chung cho cả trường."
          error={errors.storage_limit_mb?.message}
          {...register('storage_limit_mb')}
        />
        <TextField
          label="Lượt chấm phát âm"
          inputMode="numeric"
          autoComplete="off"
          hint="Tổng số lượt cho cả trường trong thời hạn hợp đồng; để trống: không đặt."
          error={errors.speaking_call_limit?.message}
          {...register('speaking_call_limit')}
        />
      </fieldset>
      {creating && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">Quản trị viên của trường</legend>
          <TextField label="Họ và tên đệm" required autoComplete="off" error={errors.admin?.last_name?.message} {...register('admin.last_name')} />
          <TextField label="Tên" required autoComplete="off" error={errors.admin?.first_name?.message} {...register('admin.first_name')} />
          <TextField
            label="Email quản trị viên"
            type="email"
            required
            autoComplete="off"
            className="sm:col-span-2"
            hint="Tài khoản mới sẽ nhận thư để đặt mật khẩu; một tài khoản đã có được thêm vào trường như hiện có."
            error={errors.admin?.email?.message}
            {...register('admin.email')}
          />
        </fieldset>
      )}
      <FormActions onCancel={onCancel} saving={isSubmitting} />
    </form>
  );
}
