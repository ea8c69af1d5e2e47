// A media block on a slide. Presenting: the picture, the video with its controls (seeking), the sound, the 3D model
// turned by hand (lazy). Editing and thumbnails: a still picture (a video's frame, the type's icon) so nothing plays
// while a block is dragged. A file that fails to load is fetched again and looked for on the device
// (use-media-source.ts); when none has it, the default thumbnail with the block's name shows.
import { lazy, Suspense } from 'react';
import { MediaFallback } from '@/components/media/media-fallback.tsx';
import { MediaTypeIcon } from '@/components/media/media-type-icon.tsx';
import { useMediaSource } from '@/components/media/use-media-source.ts';
import type { MediaBlock } from '@/shared/lecture.ts';
import type { SlideMode } from './slide-mode.ts';

const ModelView = lazy(() => import('@/components/media/model-view.tsx').then((m) => ({ default: m.ModelView })));

/** A block with no picture to show (a sound, a model, a video without its frame): its type's icon and name. */
function Placeholder({ block }: { block: MediaBlock }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 rounded bg-slate-100 p-1 text-center text-[1.6cqw] text-slate-600">
      <MediaTypeIcon type={block.mediaType} className="size-[5cqw]" />
      <span className="line-clamp-2">{block.name}</span>
    </div>
  );
}

/** Sized with the slide (cqw), as the rest of its content. */
const Failed = ({ block }: { block: MediaBlock }) => (
  <MediaFallback type={block.mediaType} name={block.name} className="gap-[0.5cqw] rounded p-[1cqw] text-[1.6cqw]" iconClassName="size-[5cqw] text-slate-400" />
);

export function MediaBlockView({ block, mode }: { block: MediaBlock; mode: SlideMode }) {
  const playing = mode === 'present' && block.mediaType !== 'image';
  const still = block.mediaType === 'image' ? block.url : block.thumbnailUrl;
  const file = useMediaSource(playing ? (block.mediaType === '3d' ? null : block.url) : still);
  if (file.failed) return <Failed block={block} />;
  if (!playing) {
    if (!still) return <Placeholder block={block} />;
    return (
      <div className="relative size-full">
        {file.src && <img src={file.src} alt={block.name} className="size-full object-contain" draggable={false} onError={file.onError} />}
        {block.mediaType === 'video' && (
          <span
            className="absolute inset-0 m-auto flex size-[6cqw] items-center justify-center rounded-full bg-black/60 text-[3cqw] text-white"
            aria-hidden="true"
          >
            ▶
          </span>
        )}
      </div>
    );
  }
  if (block.mediaType === 'video')
    return (
      <video
        src={file.src}
        poster={block.thumbnailUrl ?? undefined}
        controls
        preload="metadata"
        className="size-full bg-black"
        aria-label={block.name}
        onError={file.onError}
      />
    );
  if (block.mediaType === 'audio')
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 rounded bg-slate-100 p-2">
        <span className="text-[1.8cqw] text-slate-700">{block.name}</span>
        <audio src={file.src} controls preload="metadata" className="w-full" aria-label={block.name} onError={file.onError} />
      </div>
    );
  return (
    <Suspense fallback={<Placeholder block={block} />}>
      <ModelView src={block.url} label={block.name} className="block size-full rounded bg-slate-100" />
    </Suspense>
  );
}
