// A media block on a slide. Presenting: the picture, the video with its controls (seeking), the sound, the 3D model
// turned by hand (lazy). Editing and thumbnails: a still picture (a video's frame, the type's icon) so nothing plays
// while a block is dragged. A picture that fails to load shows its type's icon and name instead.
import { lazy, Suspense, useState } from 'react';
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';
import type { MediaBlock } from '@/shared/lecture.ts';
import type { SlideMode } from './slide-mode.ts';

const ModelView = lazy(() => import('@/components/media/model-view.tsx').then((m) => ({ default: m.ModelView })));

function Placeholder({ block }: { block: MediaBlock }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-1 rounded bg-slate-100 p-1 text-center text-[1.6cqw] text-slate-600">
      <MediaTypeIcon type={block.mediaType} className="size-[5cqw]" />
      <span className="line-clamp-2">{block.name}</span>
    </div>
  );
}

export function MediaBlockView({ block, mode }: { block: MediaBlock; mode: SlideMode }) {
  const [failed, setFailed] = useState(false);
  const still = block.mediaType === 'image' ? block.url : block.thumbnailUrl;
  if (failed) return <Placeholder block={block} />;
  if (mode !== 'present' || block.mediaType === 'image') {
    if (!still) return <Placeholder block={block} />;
    return (
      <div className="relative size-full">
        <img src={still} alt={block.name} className="size-full object-contain" draggable={false} onError={() => setFailed(true)} />
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
        src={block.url}
        poster={block.thumbnailUrl ?? undefined}
        controls
        preload="metadata"
        className="size-full bg-black"
        aria-label={block.name}
        onError={() => setFailed(true)}
      />
    );
  if (block.mediaType === 'audio')
    return (
      <div className="flex size-full flex-col items-center justify-center gap-2 rounded bg-slate-100 p-2">
        <span className="text-[1.8cqw] text-slate-700">{block.name}</span>
        <audio src={block.url} controls preload="metadata" className="w-full" aria-label={block.name} onError={() => setFailed(true)} />
      </div>
    );
  return (
    <Suspense fallback={<Placeholder block={block} />}>
      <ModelView src={block.url} label={block.name} className="block size-full rounded bg-slate-100" />
    </Suspense>
  );
}
