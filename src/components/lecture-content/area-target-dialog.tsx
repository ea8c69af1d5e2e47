// What an area opens, in a dialog over the slide or the book's page: its media item (picture, video with seeking,
// sound, 3D model), its question (the answer on request) or its mini game, shown by the views a lecture's blocks use.
// The game's code loads when a game is first opened.
import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { areaName, type AreaTarget } from '@/shared/lecture.ts';
import { MediaBlockView } from './media-block-view.tsx';
import { QuestionBlockView } from './question-block-view.tsx';

const GameBoard = lazy(() => import('@/components/mini-game/game-board.tsx').then((m) => ({ default: m.GameBoard })));

/** An area of a slide or of a book's page, as far as opening it goes. */
export interface OpenedArea {
  id: string;
  label: string;
  target: AreaTarget;
}

/** The views place a block at a rect; here the target fills the dialog. */
const FILL = { x: 0, y: 0, w: 100, h: 100 };

function TargetView({ area }: { area: OpenedArea }) {
  const { target } = area;
  if (target.type === 'game')
    return (
      <Suspense fallback={<PageSpinner />}>
        <GameBoard game={target.game} heading="hidden" />
      </Suspense>
    );
  return (
    // The views size their text by the container's width (cqw), as on a 16:9 slide.
    <div className="aspect-video w-full" style={{ containerType: 'inline-size' }}>
      {target.type === 'media' ? (
        <MediaBlockView block={{ ...target, id: area.id, rect: FILL }} mode="present" />
      ) : (
        <QuestionBlockView block={{ ...target, id: area.id, rect: FILL }} mode="present" />
      )}
    </div>
  );
}

export function AreaTargetDialog({ area, onClose }: { area: OpenedArea | null; onClose: () => void }) {
  return (
    <Dialog open={area !== null} onClose={onClose} title={area ? areaName(area) : ''} width={area?.target.type === 'game' ? 1100 : 880}>
      {area && <TargetView area={area} />}
    </Dialog>
  );
}

/** One area's dialog, opened and closed by its button (so lazyOnOpen can load it at the first opening). */
export function AreaDialog({ open, area, onClose }: { open: boolean; area: OpenedArea; onClose: () => void }) {
  return <AreaTargetDialog area={open ? area : null} onClose={onClose} />;
}
