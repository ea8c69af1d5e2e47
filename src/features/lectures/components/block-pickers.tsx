// The libraries a slide takes content from: media, bank questions, bank games. One picker opens at a time and answers
// what it picked as area targets — a block's content without its place — so the same picks make new blocks or become
// what an area opens. Each picker's code loads when it first opens.
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import type { AreaTarget, AreaTargetType } from '@/shared/lecture.ts';

const MediaPickerDialog = lazyOnOpen(() => import('./media-picker-dialog.tsx').then((m) => m.MediaPickerDialog));
const BankPickerDialog = lazyOnOpen(() => import('@/components/library/bank-picker-dialog.tsx').then((m) => m.BankPickerDialog));
const GamePickerDialog = lazyOnOpen(() => import('@/components/library/game-picker-dialog.tsx').then((m) => m.GamePickerDialog));

export interface BlockPickersProps {
  picking: AreaTargetType | null;
  /** One question only (what an area opens), rather than several blocks at once. */
  single: boolean;
  /** null: a system lecture, which takes the system's content only. */
  schoolId: number | null;
  onClose: () => void;
  onPick: (targets: AreaTarget[]) => void;
}

export function BlockPickers({ picking, single, schoolId, onClose, onPick }: BlockPickersProps) {
  return (
    <>
      <MediaPickerDialog
        open={picking === 'media'}
        schoolId={schoolId}
        onClose={onClose}
        onPick={(m) =>
          onPick([
            {
              type: 'media',
              mediaId: m.id,
              mediaType: m.mediaType,
              name: m.name,
              url: m.url,
              thumbnailUrl: m.thumbnailUrl,
              contentType: m.contentType,
              size: m.size,
            },
          ])
        }
      />
      <BankPickerDialog
        open={picking === 'question'}
        schoolId={schoolId}
        single={single}
        onClose={onClose}
        onPick={(qs) => onPick(qs.map((q) => ({ type: 'question', questionId: q.id, question: q })))}
      />
      <GamePickerDialog
        open={picking === 'game'}
        schoolId={schoolId}
        onClose={onClose}
        onPick={({ gameId, game }) => onPick([{ type: 'game', gameId, game }])}
      />
    </>
  );
}
