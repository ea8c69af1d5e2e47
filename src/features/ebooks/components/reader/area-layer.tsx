// The areas of one page: real buttons laid over the drawn page at their rectangles (percent of the page, so they
// follow zoom), in reading order for Tab, opened with a click, a tap, Enter or Space. The layer itself lets pointers
// through, so the text under it can still be selected; each button shows a small badge of what it opens (a media
// type, a question, a game).
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';
import type { BookArea } from '@/shared/book.ts';
import { ReaderIcon } from './reader-icons.tsx';

export interface AreaLayerProps {
  areas: BookArea[];
  onOpenArea: (area: BookArea) => void;
}

const byReadingOrder = (a: BookArea, b: BookArea) => a.rect.y - b.rect.y || a.rect.x - b.rect.x;

function AreaBadge({ area }: { area: BookArea }) {
  const { target } = area;
  return (
    <span className="absolute -top-2.5 -right-2.5 flex size-6 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white">
      {target.type === 'media' ? (
        <MediaTypeIcon type={target.mediaType} className="size-4" />
      ) : (
        <ReaderIcon name={target.type === 'game' ? 'game' : 'question'} className="size-4" />
      )}
    </span>
  );
}

export function AreaLayer({ areas, onOpenArea }: AreaLayerProps) {
  if (areas.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0 z-10">
      {[...areas].sort(byReadingOrder).map((area) => (
        <button
          key={area.id}
          type="button"
          aria-label={area.label}
          title={area.label}
          onClick={() => onOpenArea(area)}
          style={{ left: `${area.rect.x}%`, top: `${area.rect.y}%`, width: `${area.rect.w}%`, height: `${area.rect.h}%` }}
          className="pointer-events-auto absolute rounded-sm border-2 border-brand-500/50 bg-brand-500/5 transition-colors hover:border-brand-600 hover:bg-brand-500/15 focus-visible:border-brand-700 focus-visible:bg-brand-500/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 pointer-coarse:min-h-11 pointer-coarse:min-w-11"
        >
          <AreaBadge area={area} />
        </button>
      ))}
    </div>
  );
}
