// The side panel of the area editor: the selected area's label and what it opens (chosen in the target picker,
// previewed as a reader will see it), then the page's areas as a list to pick from, and the book's total.
import { forwardRef, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { areaName } from './area-frame.tsx';
import { LABEL_MAX, type AreaProblems, type DraftArea, type ProblemMap } from './drafts.ts';
import { describeTarget } from './target-kinds.ts';

export interface AreaFormProps {
  area: DraftArea;
  number: number;
  problems: AreaProblems | undefined;
  onLabel: (label: string) => void;
  onLabelBlur: () => void;
  onPickTarget: () => void;
  onPreview: () => void;
  onDelete: () => void;
}

/** The selected area's fields; the ref is its label field (focused after drawing an area, or a refused save). */
export const AreaForm = forwardRef<HTMLInputElement, AreaFormProps>(function AreaForm(props, labelRef) {
  const { area, problems } = props;
  const targetId = useId();
  const shown = area.target ? describeTarget(area.target) : null;
  return (
    <section aria-labelledby={`${targetId}-title`} className="space-y-3">
      <h2 id={`${targetId}-title`} className="text-sm font-semibold text-slate-900">
        {areaName(area, props.number)}
      </h2>
      <TextField
        ref={labelRef}
        label="Tên vùng"
        required
        maxLength={LABEL_MAX}
        value={area.label}
        onChange={(e) => props.onLabel(e.target.value)}
        onBlur={props.onLabelBlur}
        error={problems?.label}
        hint="Học sinh nghe và thấy tên này khi chạm vào vùng."
      />
      <div>
        <p id={targetId} className="mb-1 text-sm font-medium text-slate-700">
          Nội dung mở ra<span className="text-red-600"> *</span>
        </p>
        <div
          aria-labelledby={targetId}
          role="group"
          className={`rounded-lg border p-3 ${problems?.target ? 'border-red-500 bg-red-50' : 'border-slate-200 bg-slate-50'}`}
        >
          {shown ? (
            <>
              <p className="line-clamp-2 text-sm font-medium break-words text-slate-900">{shown.name}</p>
              <p className="text-xs text-slate-600">{shown.type}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600">Chưa chọn học liệu hay câu hỏi.</p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={props.onPickTarget}>
              {shown ? 'Đổi nội dung' : 'Chọn nội dung'}
            </Button>
            <Button size="sm" variant="secondary" disabled={!shown} onClick={props.onPreview}>
              Xem thử
            </Button>
          </div>
        </div>
        {problems?.target && <p className="mt-1 text-xs text-red-600">{problems.target}</p>}
      </div>
      {problems?.other?.map((m) => (
        <p key={m} className="text-xs text-red-600">
          {m}
        </p>
      ))}
      <p className="text-xs text-slate-600">
        Vị trí {area.rect.x}% · {area.rect.y}%, kích thước {area.rect.w}% × {area.rect.h}% của trang.
      </p>
      <Button size="sm" variant="ghost" className="text-red-700" onClick={props.onDelete}>
        Xoá vùng
      </Button>
    </section>
  );
});

export interface PageAreaListProps {
  page: number;
  areas: DraftArea[];
  selectedId: string | null;
  problems: ProblemMap;
  bookTotal: number;
  onSelect: (id: string) => void;
}

export function PageAreaList({ page, areas, selectedId, problems, bookTotal, onSelect }: PageAreaListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        Vùng trên trang {page} ({areas.length})
      </h2>
      {areas.length === 0 ? (
        <p className="text-sm text-slate-600">Trang này chưa có vùng tương tác nào. Kéo trên trang để vẽ một vùng, hoặc bấm “Thêm vùng”.</p>
      ) : (
        <ol className="space-y-1">
          {areas.map((a, i) => (
            <li key={a.id}>
              <button
                type="button"
                aria-pressed={a.id === selectedId}
                onClick={() => onSelect(a.id)}
                className={`flex min-h-11 w-full items-center gap-2 rounded-lg border px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  a.id === selectedId ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50'
                }`}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-slate-900">{areaName(a, i + 1)}</span>
                  <span className="block truncate text-xs text-slate-600">{a.target ? describeTarget(a.target).type : 'Chưa chọn nội dung'}</span>
                </span>
                {problems[a.id] && <span className="shrink-0 text-xs font-medium text-red-700">Cần sửa</span>}
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-slate-600">Cả sách: {bookTotal} vùng tương tác.</p>
    </section>
  );
}
