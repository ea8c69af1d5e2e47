// An ordered list of lines the teacher writes (materials, steps): one field per line, add, remove, move up.
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { StemFormValues } from '../stem-form.ts';

export interface LineListEditorProps {
  form: UseFormReturn<StemFormValues>;
  name: 'materials' | 'steps';
  legend: string;
  /** The label of line i (1-based), e.g. "Bước 2". */
  itemLabel: (n: number) => string;
  addLabel: string;
  max: number;
  maxLength: number;
  multiline?: boolean;
}

export function LineListEditor({ form, name, legend, itemLabel, addLabel, max, maxLength, multiline = false }: LineListEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors[name];
  const Field = multiline ? TextAreaField : TextField;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <ol className="space-y-2">
        {fields.map((f, i) => (
          <li key={f.id} className="flex items-start gap-2">
            <Field
              label={itemLabel(i + 1)}
              maxLength={maxLength}
              className="flex-1"
              {...(multiline ? { rows: 2 } : {})}
              error={errors?.[i]?.value?.message}
              {...form.register(`${name}.${i}.value`)}
            />
            <div className="mt-6 flex gap-1">
              <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)}>
                Lên<span className="sr-only"> {itemLabel(i + 1)}</span>
              </Button>
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => remove(i)}>
                Xoá<span className="sr-only"> {itemLabel(i + 1)}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" disabled={fields.length >= max} onClick={() => append({ value: '' })}>
        {addLabel}
      </Button>
      {errors?.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
    </fieldset>
  );
}
