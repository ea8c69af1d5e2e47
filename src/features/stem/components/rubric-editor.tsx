// The rubric as the teacher writes it: levels (name and points, the same for every criterion) as columns, criteria as
// rows with one description per level. Adding or removing a level adds or removes that column in every criterion.
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { STEM_LIMITS as L } from '@/shared/stem.ts';
import type { StemFormValues } from '../stem-form.ts';

export function RubricEditor({ form }: { form: UseFormReturn<StemFormValues> }) {
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const rubric = watch('rubric');
  const set = (next: StemFormValues['rubric']) => setValue('rubric', next, { shouldDirty: true });
  const addLevel = () => {
    const r = getValues('rubric');
    set({ levels: [...r.levels, { label: '', points: '0' }], criteria: r.criteria.map((c) => ({ ...c, descriptions: [...c.descriptions, { value: '' }] })) });
  };
  const removeLevel = (i: number) => {
    const r = getValues('rubric');
    set({
      levels: r.levels.filter((_, j) => j !== i),
      criteria: r.criteria.map((c) => ({ ...c, descriptions: c.descriptions.filter((_, j) => j !== i) })),
    });
  };
  const addCriterion = () => {
    const r = getValues('rubric');
    set({ ...r, criteria: [...r.criteria, { name: '', descriptions: r.levels.map(() => ({ value: '' })) }] });
  };
  const removeCriterion = (i: number) => {
    const r = getValues('rubric');
    set({ ...r, criteria: r.criteria.filter((_, j) => j !== i) });
  };
  const e = errors.rubric;
  const listError = e?.levels?.root?.message ?? e?.criteria?.root?.message;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Tiêu chí đánh giá (rubric)</legend>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">Các mức</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {rubric.levels.map((_, i) => (
            <li key={i} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2">
              <TextField
                label={`Mức ${i + 1}`}
                required
                maxLength={L.levelLabel}
                className="flex-1"
                error={e?.levels?.[i]?.label?.message}
                {...register(`rubric.levels.${i}.label`)}
              />
              <TextField
                label="Điểm"
                type="number"
                inputMode="numeric"
                min={0}
                max={L.points}
                className="w-20"
                error={e?.levels?.[i]?.points?.message}
                {...register(`rubric.levels.${i}.points`)}
              />
              <Button variant="ghost" size="sm" className="mt-6 text-red-700" disabled={rubric.levels.length <= L.levels.min} onClick={() => removeLevel(i)}>
                Xoá<span className="sr-only"> mức {i + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" disabled={rubric.levels.length >= L.levels.max} onClick={addLevel}>
          Thêm mức
        </Button>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">Các tiêu chí</p>
        <ol className="space-y-3">
          {rubric.criteria.map((c, i) => (
            <li key={i} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <div className="flex items-start gap-2">
                <TextField
                  label={`Tiêu chí ${i + 1}`}
                  required
                  maxLength={L.criterion}
                  className="flex-1"
                  error={e?.criteria?.[i]?.name?.message}
                  {...register(`rubric.criteria.${i}.name`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-6 text-red-700"
                  disabled={rubric.criteria.length <= L.criteria.min}
                  onClick={() => removeCriterion(i)}
                >
                  Xoá<span className="sr-only"> tiêu chí {i + 1}</span>
                </Button>
              </div>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {c.descriptions.map((_, j) => (
                  <TextField
                    key={j}
                    label={`Mô tả mức “${rubric.levels[j]?.label || j + 1}” của tiêu chí ${i + 1}`}
                    maxLength={L.description}
                    error={e?.criteria?.[i]?.descriptions?.[j]?.value?.message}
                    {...register(`rubric.criteria.${i}.descriptions.${j}.value`)}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" disabled={rubric.criteria.length >= L.criteria.max} onClick={addCriterion}>
          Thêm tiêu chí
        </Button>
      </div>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
