// One activity of "III. Tiến trình dạy học" in the editor: its name, a) to d), the library items it uses, and the
// buttons that move it up or down or remove it (keyboard and touch alike; the focus follows a moved activity).
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { PLAN_LINK_LABELS } from '@/shared/lesson-plan.ts';
import { REACH_HINT, reachNote } from '../link-reach.ts';
import type { PlanFormValues } from './plan-form.ts';
import { activityAnchor } from '../activity-anchor.ts';

export interface ActivityEditorProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAddLink: () => void;
}

const PARTS = [
  ['goal', 'a) Mục tiêu'],
  ['content', 'b) Nội dung'],
  ['product', 'c) Sản phẩm'],
  ['organization', 'd) Tổ chức thực hiện'],
] as const;

export function ActivityEditor({ index, count, onMove, onRemove, onAddLink }: ActivityEditorProps) {
  const {
    register,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PlanFormValues>();
  const number = index + 1;
  const title = watch(`activities.${index}.title`);
  const links = watch(`activities.${index}.links`) ?? [];
  const fieldErrors = errors.activities?.[index];
  const label = `hoạt động ${number}${title ? ` “${title}”` : ''}`;
  return (
    <section
      id={activityAnchor(index + 1)}
      aria-labelledby={`activity-${index}-heading`}
      className="scroll-mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`activity-${index}-heading`} className="font-semibold text-slate-900">
          Hoạt động {number}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            data-move={`${index}-up`}
            aria-label={`Lên — chuyển ${label} lên trên`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            Lên
          </Button>
          <Button
            size="sm"
            variant="secondary"
            data-move={`${index}-down`}
            aria-label={`Xuống — chuyển ${label} xuống dưới`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            Xuống
          </Button>
          <Button size="sm" variant="ghost" className="text-red-700" aria-label={`Xoá ${label}`} disabled={count === 1} onClick={onRemove}>
            Xoá
          </Button>
        </div>
      </div>
      <TextField label={`Tên hoạt động ${number}`} required error={fieldErrors?.title?.message} {...register(`activities.${index}.title`)} />
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {PARTS.map(([part, partLabel]) => (
          <TextAreaField
            key={part}
            label={partLabel}
            rows={3}
            error={fieldErrors?.[part]?.message}
            aria-label={`${partLabel} — hoạt động ${number}`}
            {...register(`activities.${index}.${part}`)}
          />
        ))}
      </div>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">Học liệu sử dụng</p>
        {links.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2">
            {links.map((l) => (
              <li
                key={`${l.kind}-${l.id}`}
                className={`flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ${reachNote(l) ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-400' : 'bg-slate-100 text-slate-700'}`}
              >
                <span>
                  {PLAN_LINK_LABELS[l.kind]}: {l.name}
                  {reachNote(l) && <strong className="font-semibold"> — {reachNote(l)}</strong>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Bỏ “${l.name}” khỏi hoạt động ${number}`}
                  onClick={() => {
                    setValue(
                      `activities.${index}.links`,
                      links.filter((x) => x !== l),
                      { shouldDirty: true },
                    );
                    clearErrors(`activities.${index}.links`);
                  }}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        {links.some((l) => reachNote(l)) && <p className="mb-2 text-sm text-amber-900">{REACH_HINT}</p>}
        {fieldErrors?.links?.message && (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {fieldErrors.links.message}
          </p>
        )}
        <Button size="sm" variant="secondary" aria-label={`Thêm học liệu cho hoạt động ${number}`} onClick={onAddLink}>
          Thêm học liệu
        </Button>
      </div>
    </section>
  );
}
