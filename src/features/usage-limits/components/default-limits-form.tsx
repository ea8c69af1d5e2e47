// The system's default limits of one user type: what every school without its own gives its teachers (or students).
// Accounts given their own figures by hand keep them.
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { LIMIT_USER_TYPE_LABELS, limitSetSchema, type LimitSet, type LimitUserType } from '@/shared/usage-limits.ts';
import { LimitSetFields, fromLimitValues, toLimitValues, type LimitSetValues } from './limit-fields.tsx';

const FIELDS = ['storageMb', 'scriptedCallLimit', 'unscriptedCallLimit'] as const;

export function DefaultLimitsForm({ userType, limits, onSave }: { userType: LimitUserType; limits: LimitSet; onSave: (input: LimitSet) => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LimitSetValues>({ resolver: mappedResolver(limitSetSchema, fromLimitValues), defaultValues: toLimitValues(limits) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(fromLimitValues(values));
      toast.success('Đã lưu giới hạn mặc định');
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  const title = LIMIT_USER_TYPE_LABELS[userType];
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Giới hạn mặc định của ${title.toLowerCase()}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <LimitSetFields register={register} errors={errors} prefix="" />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Lưu giới hạn {title.toLowerCase()}
        </Button>
      </div>
    </form>
  );
}
