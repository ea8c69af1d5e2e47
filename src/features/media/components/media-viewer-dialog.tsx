// Opening a media item: the picture, the video or the sound with the browser's own controls (seeking included), or
// the 3D model; its filing and size under it. An element that fails to load says so instead of showing nothing.
import { Dialog } from '@/components/ui/dialog.tsx';
import { MediaPlayer } from '@/components/media/media-player.tsx';
import { formatCountdown, formatFileSize } from '@/lib/format.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';

export function MediaViewerDialog({ open, item, onClose }: { open: boolean; item: MediaResource | null; onClose: () => void }) {
  return (
    <Dialog open={open && item !== null} onClose={onClose} title={item?.name ?? ''} width={900}>
      {item && (
        <div className="space-y-3">
          <MediaPlayer key={item.id} media={item} />
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
