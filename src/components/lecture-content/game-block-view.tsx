// A mini game on a slide: a card with its kind, name and size. Presenting, the whole card is one large button that
// opens the game in a wide dialog: at 1024 × 768 even a slide-wide block is too low for a crossword or twelve pairs
// of touch-sized tiles, and the slide stays as it was when the game is closed. The game's code loads on first play.
import { useState } from 'react';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { GameIcon } from '@/components/mini-game/game-icon.tsx';
import type { GameBlock } from '@/shared/lecture.ts';
import { GAME_KIND_LABELS, gameSize, gameSizeText } from '@/shared/mini-game.ts';
import type { SlideMode } from './slide-mode.ts';

const GameDialog = lazyOnOpen(() => import('@/components/mini-game/game-dialog.tsx').then((m) => m.GameDialog));

function CardBody({ block, playable }: { block: GameBlock; playable: boolean }) {
  const { game } = block;
  return (
    <>
      <span className="flex items-center gap-[0.8cqw] text-[1.5cqw] font-medium text-brand-700">
        <GameIcon className="size-[2.6cqw] shrink-0" />
        Trò chơi · {GAME_KIND_LABELS[game.content.kind]}
      </span>
      <span className="line-clamp-2 text-[2.4cqw] leading-tight font-semibold text-slate-900">{game.title}</span>
      <span className="text-[1.5cqw] text-slate-600">{gameSizeText({ kind: game.content.kind, size: gameSize(game.content) })}</span>
      {playable && (
        <span className="mt-[0.5cqw] rounded-full bg-brand-600 px-[2cqw] py-[0.6cqw] text-[1.8cqw] font-semibold text-white" aria-hidden="true">
          ▶ Chơi
        </span>
      )}
    </>
  );
}

const card =
  'flex size-full flex-col items-center justify-center gap-[0.6cqw] overflow-hidden rounded-lg border-2 border-brand-100 bg-white/95 p-[1.2cqw] text-center';

export function GameBlockView({ block, mode }: { block: GameBlock; mode: SlideMode }) {
  const [open, setOpen] = useState(false);
  if (mode !== 'present')
    return (
      <div className={card}>
        <CardBody block={block} playable={false} />
      </div>
    );
  return (
    <>
      <button
        type="button"
        aria-label={`Chơi trò chơi: ${block.game.title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${card} cursor-pointer hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
      >
        <CardBody block={block} playable />
      </button>
      <GameDialog open={open} game={block.game} onClose={() => setOpen(false)} />
    </>
  );
}
