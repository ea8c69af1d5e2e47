// A school's limits: its totals (storage and scored calls over its contract; empty: none) and, per user type, either
// the system defaults or its own limits. What is typed stays when the server refuses it; messages land under fields.
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import {
  LIMIT_USER_TYPES,
  LIMIT_USER_TYPE_LABELS,
  schoolLimitsSchema,
  type DefaultLimits,
  type SchoolLimitsInput,
  type SchoolUsage,
} from '@/shared/usage-limits.ts';
import { LimitSetFields, fromLimitValues, toLimitValues, typedOptional, type LimitSetValues } from './limit-fields.tsx';

export interface SchoolLimitsValues {
  storageLimitMb: string;
  speakingCallLimit: string;
  teacherOwn: boolean;
  studentOwn: boolean;
  teacher: LimitSetValues;
  student: LimitSetValues;
}

export const toSchoolLimitsInput = (f: SchoolLimitsValues): SchoolLimitsInput => ({
  storageLimitMb: typedOptional(f.storageLimitMb),
  speakingCallLimit: typedOptional(f.speakingCallLimit),
  teacher: f.teacherOwn ? fromLimitValues(f.teacher) : null,
  student: f.studentOwn ? fromLimitValues(f.student) : null,
});

const toForm = (s: SchoolUsage, defaults: DefaultLimits): SchoolLimitsValues => ({
  storageLimitMb: s.storageLimitMb === null ? '' : String(s.storageLimitMb),
  speakingCallLimit: s.speakingCallLimit === null ? '' : String(s.speakingCallLimit),
  teacherOwn: s.overrides.teacher !== null,
  studentOwn: s.overrides.student !== null,
  teacher: toLimitValues(s.overrides.teacher ?? defaults.teacher),
  student: toLimitValues(s.overrides.student ?? defaults.student),
});

const fieldOf = (key: string) =>
  (/^(storageLimitMb|speakingCallLimit|(teacher|student)\.(storageMb|scriptedCallLimit|unscriptedCallLimit))$/.test(key) ? key : null) as never;

export interface SchoolLimitsDialogProps {
  school: SchoolUsage;
  defaults: DefaultLimits;
  onSave: (input: SchoolLimitsInput) => Promise<unknown>;
  onClose: () => void;
}

export function SchoolLimitsDialog({ school, defaults, onSave, onClose }: SchoolLimitsDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SchoolLimitsValues>({ resolver: mappedResolver(schoolLimitsSchema, toSchoolLimitsInput), defaultValues: toForm(school, defaults) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toSchoolLimitsInput(values));
      toast.success('Đã lưu giới hạn của trường');
      onClose();
    } catch (e) {
      reportFormError(e, setError, fieldOf);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      width={720}
      title={`Giới hạn sử dụng – ${school.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form="school-limits-form" loading={isSubmitting}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      <form id="school-limits-form" onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="mb-1 font-semibold text-slate-900">Tổng của cả trường</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Dung lượng lưu trữ (MB)"
              inputMode="numeric"
              hint="Để trống: không giới hạn chung"
              error={errors.storageLimitMb?.message}
              {...register('storageLimitMb')}
            />
            <TextField
              label="Lượt chấm phát âm"
              inputMode="numeric"
              hint="Để trống: không giới hạn chung"
              error={errors.speakingCallLimit?.message}
              {...register('speakingCallLimit')}
            />
          </div>
        </fieldset>
        {LIMIT_USER_TYPES.map((type) => {
          const own = watch(`${type}Own`);
          const label = LIMIT_USER_TYPE_LABELS[type];
          return (
            <fieldset key={type} className="space-y-2">
              <legend className="mb-1 font-semibold text-slate-900">Mỗi {label.toLowerCase()}</legend>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4" {...register(`${type}Own`)} />
                Dùng giới hạn riêng của trường (bỏ chọn: theo mặc định hệ thống)
              </label>
              <LimitSetFields register={register} errors={errors[type]} prefix={`${type}.`} disabled={!own} />
            </fieldset>
          );
        })}
      </form>
    </Dialog>
  );
}
