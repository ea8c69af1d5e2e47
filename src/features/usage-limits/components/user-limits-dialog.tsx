// One user's own limits (e.g. calls bought through the hotline): a figure typed here is theirs and stays when the
// defaults or their school's limits change; an empty field follows those again. Their call counts can start again.
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { formatNumber } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { userLimitsSchema, type LimitUser, type UserLimitsInput } from '@/shared/usage-limits.ts';
import { LIMIT_LABELS, typedOptional } from './limit-fields.tsx';

interface UserLimitsValues {
  totalAvailableStorage: string;
  scriptedCallLimit: string;
  unscriptedCallLimit: string;
  resetUsage: boolean;
}

const FIELDS = ['totalAvailableStorage', 'scriptedCallLimit', 'unscriptedCallLimit'] as const;
const text = (n: number | null) => (n === null ? '' : String(n));

export const toUserLimitsInput = (f: UserLimitsValues): UserLimitsInput => ({
  totalAvailableStorage: typedOptional(f.totalAvailableStorage),
  scriptedCallLimit: typedOptional(f.scriptedCallLimit),
  unscriptedCallLimit: typedOptional(f.unscriptedCallLimit),
  resetUsage: f.resetUsage,
});

export function UserLimitsDialog({ user, onSave, onClose }: { user: LimitUser; onSave: (input: UserLimitsInput) => Promise<unknown>; onClose: () => void }) {
  const name = `${user.last_name} ${user.first_name}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserLimitsValues>({
    resolver: mappedResolver(userLimitsSchema, toUserLimitsInput),
    defaultValues: {
      totalAvailableStorage: text(user.own.storageMb),
      scriptedCallLimit: text(user.own.scriptedCallLimit),
      unscriptedCallLimit: text(user.own.unscriptedCallLimit),
      resetUsage: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toUserLimitsInput(values));
      toast.success(`Đã lưu giới hạn riêng của ${name}`);
      onClose();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  const hint = (value: number) => `Để trống: theo trường hoặc mặc định (${formatNumber(value)})`;
  return (
    <Dialog
      open
      onClose={onClose}
      width={560}
      title={`Giới hạn riêng – ${name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form="user-limits-form" loading={isSubmitting}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      <form id="user-limits-form" onSubmit={onSubmit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">Mức đặt riêng (ví dụ lượt mua thêm) được giữ nguyên khi giới hạn của trường hay mặc định thay đổi.</p>
        <TextField
          label={LIMIT_LABELS.storageMb}
          inputMode="numeric"
          hint={user.own.storageMb === null ? hint(user.limits.storageMb) : undefined}
          error={errors.totalAvailableStorage?.message}
          {...register('totalAvailableStorage')}
        />
        <TextField
          label={LIMIT_LABELS.scriptedCallLimit}
          inputMode="numeric"
          hint={user.own.scriptedCallLimit === null ? hint(user.limits.scriptedCallLimit) : undefined}
          error={errors.scriptedCallLimit?.message}
          {...register('scriptedCallLimit')}
        />
        <TextField
          label={LIMIT_LABELS.unscriptedCallLimit}
          inputMode="numeric"
          hint={user.own.unscriptedCallLimit === null ? hint(user.limits.unscriptedCallLimit) : undefined}
          error={errors.unscriptedCallLimit?.message}
          {...register('unscriptedCallLimit')}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('resetUsage')} />
          Đặt lại số lượt chấm đã dùng về 0 (đã dùng: {formatNumber(user.usedScriptedApiCall)} theo mẫu, {formatNumber(user.usedUnscriptedApiCall)} tự do)
        </label>
      </form>
    </Dialog>
  );
}
