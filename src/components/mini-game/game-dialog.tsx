// A mini game played over whatever opened it (a slide's game block): a wide dialog titled with the game's name, so a
// game placed in a small block still gets the whole screen and touch-sized tiles; closing it returns to the slide.
import { Dialog } from '@/components/ui/dialog.tsx';
import type { MiniGame } from '@/shared/mini-game.ts';
import { GameBoard } from './game-board.tsx';

export function GameDialog({ open, game, onClose }: { open: boolean; game: Pick<MiniGame, 'title' | 'content'>; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={game.title} width={1100}>
      <GameBoard game={game} heading="hidden" />
    </Dialog>
  );
}
