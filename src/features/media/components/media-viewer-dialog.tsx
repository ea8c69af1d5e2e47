// Opening a media item: the picture, the video or the sound with the browser's own controls (seeking included), or
// the 3D model; its filing and size under it. An element that fails to load says so instead of showing nothing.
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatCountdown, formatFileSize } from '@/lib/format.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';
import { MediaTypeIcon } from '@/components/media/media-thumb.tsx';

const ModelView = lazy(() => import('@/components/media/model-view.tsx').then((m) => ({ default: m.ModelView })));

function Player({ item }: { item: MediaResource }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-lg bg-slate-100 p-8 text-slate-600">
        <MediaTypeIcon type={item.mediaType} className="size-12" />
        <p className="text-sm">Không mở được học liệu này. Kiểm tra kết nối mạng rồi thử lại.</p>
      </div>
    );
  }
  const fail = () => setFailed(true);
  switch (item.mediaType) {
    case 'image':
      return <img src={item.url} alt={item.name} onError={fail} className="mx-auto max-h-[60vh] rounded-lg object-contain" />;
    case 'video':
      return (
        <video
          src={item.url}
          controls
          preload="metadata"
          poster={item.thumbnailUrl ?? undefined}
          onError={fail}
          className="max-h-[60vh] w-full rounded-lg bg-black"
        />
      );
    case 'audio':
      return <audio src={item.url} controls preload="metadata" onError={fail} className="w-full" aria-label={item.name} />;
    case '3d':
      return (
        <Suspense fallback={<Spinner label="Đang tải mô hình 3D…" />}>
          <ModelView src={item.url} label={item.name} />
        </Suspense>
      );
  }
}

export function MediaViewerDialog({ open, item, onClose }: { open: boolean; item: MediaResource | null; onClose: () => void }) {
  return (
    <Dialog open={open && item !== null} onClose={onClose} title={item?.name ?? ''} width={900}>
      {item && (
        <div className="space-y-3">
          <Player key={item.id} item={item} />
          <p className="text-sm text-slate-600">
            {[
              MEDIA_TYPE_LABELS[item.mediaType],
              formatFileSize(item.size),
              item.durationSeconds !== null ? formatCountdown(item.durationSeconds * 1000) : null,
              item.category?.name,
              item.subject?.name,
              item.grade?.name,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {item.description && <p className="whitespace-pre-line text-sm text-slate-800">{item.description}</p>}
        </div>
      )}
    </Dialog>
  );
}
