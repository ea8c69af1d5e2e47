// The slides of the deck down the editor's side: a small picture of each, the current one marked; drag a handle (or
// use the keyboard on it) to put them in another order.
import { SortableList } from '@/components/ui/sortable-list.tsx';
import type { Slide } from '@/shared/lecture.ts';
import { SlideView } from './slide-view.tsx';

export interface SlideRailProps {
  slides: Slide[];
  current: number;
  onSelect: (index: number) => void;
  onReorder: (slides: Slide[]) => void;
  disabled?: boolean;
}

export function SlideRail({ slides, current, onSelect, onReorder, disabled }: SlideRailProps) {
  return (
    <nav aria-label="Các trang chiếu">
      <SortableList
        items={slides}
        itemId={(s) => s.id}
        onReorder={onReorder}
        itemLabel={(i) => `trang ${i + 1}`}
        disabled={disabled}
        className="space-y-2"
        renderItem={(slide, index, handle) => (
          <div className="flex items-start gap-1">
            <div className="flex w-6 flex-col items-center pt-1 text-xs text-slate-500">
              <span>{index + 1}</span>
              {!disabled && handle}
            </div>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={index === current ? 'true' : undefined}
              aria-label={`Trang ${index + 1}`}
              className={`block w-full overflow-hidden rounded border-2 ${index === current ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'}`}
            >
              <SlideView slide={slide} mode="thumb" />
            </button>
          </div>
        )}
      />
    </nav>
  );
}
