// An area's own fields in the editor's side panel: the name its button has (read out by screen readers, shown as its
// tooltip; empty, it is named after what it opens) and what it opens, changed by choosing from a library again.
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { AREA_LABEL_MAX, BLOCK_LABELS, areaName, targetName, type AreaBlock, type AreaTargetType } from '@/shared/lecture.ts';

const KINDS: AreaTargetType[] = ['media', 'question', 'game'];

export function AreaFields({
  block,
  onLabel,
  onChooseTarget,
}: {
  block: AreaBlock;
  onLabel: (block: AreaBlock, label: string) => void;
  onChooseTarget: (block: AreaBlock, kind: AreaTargetType) => void;
}) {
  const labelId = useId();
  const opensId = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={labelId} className="mb-1 block text-sm font-medium text-slate-700">
          Tên vùng
        </label>
        <input
          id={labelId}
          type="text"
          value={block.label}
          maxLength={AREA_LABEL_MAX}
          placeholder={areaName({ ...block, label: '' })}
          onChange={(e) => onLabel(block, e.target.value)}
          aria-describedby={`${labelId}-hint`}
          className={fieldClass(false)}
        />
        <p id={`${labelId}-hint`} className="mt-1 text-xs text-slate-500">
          Học sinh nghe và thấy tên này khi chạm hoặc chọn vùng.
        </p>
      </div>
      <div role="group" aria-labelledby={opensId}>
        <p id={opensId} className="text-sm font-medium text-slate-700">
          Nội dung mở ra
        </p>
        <p className="mb-2 text-sm break-words text-slate-700">
          {BLOCK_LABELS[block.target.type]}: {targetName(block.target)}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {KINDS.map((kind) => (
            <Button key={kind} size="sm" variant="secondary" onClick={() => onChooseTarget(block, kind)}>
              Chọn {BLOCK_LABELS[kind].toLowerCase()}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
