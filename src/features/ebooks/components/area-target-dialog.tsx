// What an e-book area opens: its media item (picture, video with seeking, sound, 3D model) or its question, in a
// dialog over the page, shown by the same views a lecture's slides use.
import { Dialog } from '@/components/ui/dialog.tsx';
import { MediaBlockView } from '@/components/lecture-content/media-block-view.tsx';
import { QuestionBlockView } from '@/components/lecture-content/question-block-view.tsx';
import type { BookArea } from '@/shared/book.ts';

export function AreaTargetDialog({ area, onClose }: { area: BookArea | null; onClose: () => void }) {
  const target = area?.target;
  return (
    <Dialog open={area !== null} onClose={onClose} title={area?.label || (target?.type === 'question' ? 'Câu hỏi' : target?.name) || 'Nội dung'} width={880}>
      {area && target && (
        // The views size their text by the container's width (cqw), as on a 16:9 slide.
        <div className="@container aspect-video w-full" style={{ containerType: 'inline-size' }}>
          {target.type === 'media' ? (
            <MediaBlockView block={{ ...target, id: area.id, rect: area.rect }} mode="present" />
          ) : (
            <QuestionBlockView block={{ ...target, id: area.id, rect: area.rect }} mode="present" />
          )}
        </div>
      )}
    </Dialog>
  );
}
