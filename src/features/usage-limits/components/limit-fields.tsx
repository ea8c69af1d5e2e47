// The three limits of a user type (storage MB, scripted and unscripted calls) as form fields: typed as text so nothing
// the user wrote is lost, checked as whole numbers from 0 by the shared schema.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import type { LimitSet } from '@/shared/usage-limits.ts';

export interface LimitSetValues {
  storageMb: string;
  scriptedCallLimit: string;
  unscriptedCallLimit: string;
}

/** A typed number: '' and anything not a number become NaN, which the schema refuses with its message. */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** A typed number that may be left empty (null: no limit). */
export const typedOptional = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export const toLimitValues = (s: LimitSet): LimitSetValues => ({
  storageMb: String(s.storageMb),
  scriptedCallLimit: String(s.scriptedCallLimit),
  unscriptedCallLimit: String(s.unscriptedCallLimit),
});

export const fromLimitValues = (f: LimitSetValues): LimitSet => ({
  storageMb: typedNumber(f.storageMb),
  scriptedCallLimit: typedNumber(f.scriptedCallLimit),
  unscriptedCallLimit: typedNumber(f.unscriptedCallLimit),
});

export const LIMIT_LABELS: Record<keyof LimitSet, string> = {
  storageMb: 'Dung lượng tải lên (MB)',
  scriptedCallLimit: 'Lượt chấm phát âm theo mẫu',
  unscriptedCallLimit: 'Lượt chấm phát âm tự do',
};

const KEYS = ['storageMb', 'scriptedCallLimit', 'unscriptedCallLimit'] as const;

export function LimitSetFields<F extends FieldValues>({
  register,
  errors,
  prefix,
  disabled,
}: {
  register: UseFormRegister<F>;
  /** The errors of this group (errors.teacher, or the whole form's). */
  errors: FieldErrors<LimitSetValues> | undefined;
  /** 'teacher.' when the group is nested in the form, '' otherwise. */
  prefix: string;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {KEYS.map((key) => (
        <TextField
          key={key}
          label={LIMIT_LABELS[key]}
          inputMode="numeric"
          disabled={disabled}
          error={errors?.[key]?.message}
          {...register(`${prefix}${key}` as Path<F>)}
        />
      ))}
    </div>
  );
}
