// A media item given to the group, opened by a student: the picture, the video or the sound with the browser's own
// controls, or the 3D model (its viewer loads only then). An element that fails to load says so.
import { Dialog } from '@/components/ui/dialog.tsx';
import { MediaPlayer } from '@/components/media/media-player.tsx';
import type { CoursewareTarget } from '@/shared/courseware.ts';

export type MediaTarget = Extract<CoursewareTarget, { kind: 'media' }>;

export function CoursewareMediaDialog({ media, onClose }: { media: MediaTarget | null; onClose: () => void }) {
  return (
    <Dialog open={media !== null} onClose={onClose} title={media?.name ?? ''} width={900}>
      {media && <MediaPlayer key={media.mediaId} media={media} />}
    </Dialog>
  );
}
