// A media item played in full: the picture, the video or the sound with the browser's own controls (seeking included),
// or the 3D model (its viewer loads only then). An element that fails to load says so instead of showing nothing.
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { MediaType } from '@/shared/media.ts';
import { MediaTypeIcon } from './media-thumb.tsx';

const ModelView = lazy(() => import('./model-view.tsx').then((m) => ({ default: m.ModelView })));

export interface PlayableMedia {
  name: string;
  url: string;
  mediaType: MediaType;
  thumbnailUrl: string | null;
}

export function MediaPlayer({ media }: { media: PlayableMedia }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-lg bg-slate-100 p-8 text-slate-600">
        <MediaTypeIcon type={media.mediaType} className="size-12" />
        <p className="text-sm">Không mở được học liệu này. Kiểm tra kết nối mạng rồi thử lại.</p>
      </div>
    );
  }
  const fail = () => setFailed(true);
  switch (media.mediaType) {
    case 'image':
      return <img src={media.url} alt={media.name} onError={fail} className="mx-auto max-h-[60vh] rounded-lg object-contain" />;
    case 'video':
      return (
        <video
          src={media.url}
          controls
          playsInline
          preload="metadata"
          poster={media.thumbnailUrl ?? undefined}
          onError={fail}
          className="max-h-[60vh] w-full rounded-lg bg-black"
        />
      );
    case 'audio':
      return <audio src={media.url} controls preload="metadata" onError={fail} className="w-full" aria-label={media.name} />;
    case '3d':
      return (
        <Suspense fallback={<Spinner label="Đang tải mô hình 3D…" />}>
          <ModelView src={media.url} label={media.name} />
        </Suspense>
      );
  }
}
