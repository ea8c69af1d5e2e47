// The group's teachers, ticked in a list of the school's teachers: each row a full 44 px touch target.
import { useId } from 'react';

export interface TeacherChecklistProps {
  teachers: { id: number; first_name: string; last_name: string }[];
  meId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  hint?: string;
}

export function TeacherChecklist({ teachers, meId, value, onChange, error, hint }: TeacherChecklistProps) {
  const id = useId();
  const toggle = (teacherId: number, on: boolean) => onChange(on ? [...value, teacherId] : value.filter((x) => x !== teacherId));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Giáo viên của nhóm</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {teachers.map((t) => (
          <li key={t.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
              <input type="checkbox" className="size-4 accent-brand-700" checked={value.includes(t.id)} onChange={(e) => toggle(t.id, e.target.checked)} />
              {`${t.last_name} ${t.first_name}`}
              {t.id === meId && <span className="text-slate-500">(bạn)</span>}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
