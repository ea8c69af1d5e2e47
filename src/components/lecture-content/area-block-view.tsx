// An area on a slide: a region (typically over part of an imported PowerPoint picture) that opens a media item, a
// question or a mini game. Presenting, it is a real button — see-through, with a faint outline and a corner badge so
// students see it can be touched, and a strong focus ring for the keyboard — opening its target in a dialog. In the
// editor and the thumbnails it is a dashed outline with its name.
import { useState } from 'react';
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';
import { GameIcon } from '@/components/mini-game/game-icon.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { areaName, type AreaBlock, type AreaTarget } from '@/shared/lecture.ts';
import type { SlideMode } from './slide-mode.ts';

const AreaDialog = lazyOnOpen(() => import('./area-target-dialog.tsx').then((m) => m.AreaDialog));

/** What an area opens, as a small picture: the media's type, a question mark, a game's tiles. */
export function AreaTargetIcon({ target, className }: { target: AreaTarget; className: string }) {
  if (target.type === 'media') return <MediaTypeIcon type={target.mediaType} className={className} />;
  if (target.type === 'game') return <GameIcon className={className} />;
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
    </svg>
  );
}

export function AreaBlockView({ block, mode }: { block: AreaBlock; mode: SlideMode }) {
  const [open, setOpen] = useState(false);
  const name = areaName(block);
  if (mode !== 'present')
    return (
      <div className="size-full rounded-sm border-2 border-dashed border-brand-600 bg-brand-500/10">
        <span className="inline-flex max-w-full items-center gap-[0.4cqw] truncate rounded-br-sm bg-brand-700 px-[0.6cqw] py-[0.2cqw] text-[1.3cqw] text-white">
          <AreaTargetIcon target={block.target} className="size-[1.6cqw] shrink-0" />
          <span className="truncate">{name}</span>
        </span>
      </div>
    );
  return (
    <>
      <button
        type="button"
        aria-label={name}
        title={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="relative size-full cursor-pointer rounded-sm border-2 border-brand-500/60 bg-brand-500/5 shadow-[0_0_0_1px_rgb(255_255_255/0.7)] transition-colors hover:border-brand-600 hover:bg-brand-500/15 focus-visible:border-brand-700 focus-visible:bg-brand-500/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="absolute -top-[1.2cqw] -right-[1.2cqw] flex size-[2.8cqw] min-h-6 min-w-6 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white">
          <AreaTargetIcon target={block.target} className="size-[65%]" />
        </span>
      </button>
      <AreaDialog open={open} area={block} onClose={() => setOpen(false)} />
    </>
  );
}
