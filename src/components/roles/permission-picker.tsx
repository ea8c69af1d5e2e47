// The permissions of a role (a school's or the system's) as checkboxes, one fieldset per menu group under its Vietnamese name, each with "Chọn tất
// cả". What the caller may not grant is shown but cannot be changed (the server refuses it too), and stays as it was.
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { touchTarget } from '@/components/ui/button.tsx';
import { ACTION_LABELS, type PermissionGroup, type PermissionOption } from './permission-groups.ts';

export interface PermissionPickerProps {
  groups: PermissionGroup[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  canGrant: (p: PermissionOption) => boolean;
  error?: string;
  errorId?: string;
}

const optionClass = `flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:text-slate-500 ${touchTarget}`;
const boxClass = 'size-4 shrink-0 rounded border-slate-400 accent-brand-700';

/** A checkbox that can show "some": the group's select-all when part of the group is chosen. */
function MixedCheckbox({ checked, mixed, ...rest }: { checked: boolean; mixed: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'type'>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" checked={checked} className={boxClass} {...rest} />;
}

export function PermissionPicker({ groups, value, onChange, canGrant, error, errorId }: PermissionPickerProps) {
  const chosen = new Set(value);
  const set = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    onChange([...next]);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Đã chọn {chosen.size} quyền</p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {groups.map((g) => {
          const free = g.permissions.filter(canGrant).map((p) => p.id);
          const held = g.permissions.filter((p) => chosen.has(p.id)).length;
          // A group nothing of which can be changed shows what it holds: ticked when it holds everything.
          const allOn = free.length > 0 ? free.every((id) => chosen.has(id)) : held > 0 && held === g.permissions.length;
          return (
            <fieldset key={g.key} className="rounded-lg border border-slate-200 px-3 pt-1 pb-2">
              <legend className="px-1 text-sm font-semibold text-slate-900">{g.label}</legend>
              <label className={`${optionClass} font-medium`}>
                <MixedCheckbox
                  checked={allOn}
                  mixed={!allOn && held > 0}
                  disabled={free.length === 0}
                  aria-label={`Chọn tất cả: ${g.label}`}
                  onChange={(e) => set(free, e.target.checked)}
                />
                Chọn tất cả
              </label>
              <div className="flex flex-wrap gap-x-3">
                {g.permissions.map((p) => (
                  <label key={p.id} className={optionClass} title={p.name}>
                    <input
                      type="checkbox"
                      className={boxClass}
                      checked={chosen.has(p.id)}
                      disabled={!canGrant(p)}
                      onChange={(e) => set([p.id], e.target.checked)}
                    />
                    {ACTION_LABELS[p.action]}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
