// A media item given to the group, opened by a student: the picture, the video or the sound with the browser's own
// controls, or the 3D model (its viewer loads only then). An element that fails to load says so.
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';
import type { CoursewareTarget } from '@/shared/courseware.ts';

const ModelView = lazy(() => import('@/components/media/model-view.tsx').then((m) => ({ default: m.ModelView })));

export type MediaTarget = Extract<CoursewareTarget, { kind: 'media' }>;

function Player({ media }: { media: MediaTarget }) {
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
      return <img src={media.url} alt={media.name} onError={fail} className="mx-auto max-h-[65vh] rounded-lg object-contain" />;
    case 'video':
      return (
        <video
          src={media.url}
          controls
          playsInline
          preload="metadata"
          poster={media.thumbnailUrl ?? undefined}
          onError={fail}
          className="max-h-[65vh] w-full rounded-lg bg-black"
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

export function CoursewareMediaDialog({ media, onClose }: { media: MediaTarget | null; onClose: () => void }) {
  return (
    <Dialog open={media !== null} onClose={onClose} title={media?.name ?? ''} width={900}>
      {media && <Player key={media.mediaId} media={media} />}
    </Dialog>
  );
}
