// One filter of a list: a select whose first option is "<label>: tất cả", its label read by screen readers only.
import { useId } from 'react';
import { fieldClass } from './text-field.tsx';

export type FilterOption = { value: string | number; label: string };

export const toOptions = (list: { id: number; name: string }[] | undefined): FilterOption[] => (list ?? []).map((x) => ({ value: x.id, label: x.name }));

export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: FilterOption[]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass(false)}>
        <option value="">{label}: tất cả</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
