// A media item played in full: the picture, the video or the sound with the browser's own controls (seeking included),
// or the 3D model (its viewer loads only then). A file that fails to load is fetched again and looked for on the
// device (use-media-source.ts); when none of them has it, the default thumbnail says so.
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { MediaType } from '@/shared/media.ts';
import { MediaFallback } from './media-fallback.tsx';
import { useMediaSource } from './use-media-source.ts';

const ModelView = lazy(() => import('./model-view.tsx').then((m) => ({ default: m.ModelView })));

export interface PlayableMedia {
  name: string;
  url: string;
  mediaType: MediaType;
  thumbnailUrl: string | null;
}

export function MediaPlayer({ media }: { media: PlayableMedia }) {
  const file = useMediaSource(media.mediaType === '3d' ? null : media.url);
  if (media.mediaType === '3d') {
    return (
      <Suspense fallback={<Spinner label="Đang tải mô hình 3D…" />}>
        <ModelView src={media.url} label={media.name} />
      </Suspense>
    );
  }
  if (file.failed) {
    return (
      <div role="alert">
        <MediaFallback type={media.mediaType} name={media.name} className="min-h-48">
          <p className="text-sm">Kiểm tra kết nối mạng rồi thử lại.</p>
        </MediaFallback>
      </div>
    );
  }
  if (!file.src) return <Spinner label="Đang tải học liệu…" />;
  switch (media.mediaType) {
    case 'image':
      return <img src={file.src} alt={media.name} onError={file.onError} className="mx-auto max-h-[60vh] rounded-lg object-contain" />;
    case 'video':
      return (
        <video
          src={file.src}
          controls
          playsInline
          preload="metadata"
          poster={media.thumbnailUrl ?? undefined}
          onError={file.onError}
          className="max-h-[60vh] w-full rounded-lg bg-black"
          aria-label={media.name}
        />
      );
    case 'audio':
      return <audio src={file.src} controls preload="metadata" onError={file.onError} className="w-full" aria-label={media.name} />;
  }
}
