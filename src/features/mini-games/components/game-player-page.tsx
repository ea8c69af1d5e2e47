// Playing a mini game (spec §2 game/{gameId}): the game of a bank opened by its address, with the way back to the
// bank and, for those who may change it, to its editor. The game is kept on the device once opened, so a class plays
// on when the Wi-Fi drops; the play itself is the shared board (src/components/mini-game) that slides and e-books use.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import { GameBoard } from '@/components/mini-game/game-board.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { gameQueryOptions } from '../api/get-games.ts';

export interface GamePlayerPageProps {
  library: LibraryRef;
  bankId: number;
  gameId: number;
  bankHref: string;
  /** The editor, for those who may change the bank. */
  editHref?: string;
}

export function GamePlayerPage({ library, bankId, gameId, bankHref, editHref }: GamePlayerPageProps) {
  const { data: game } = useSuspenseQuery(gameQueryOptions(library, bankId, gameId));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Link to={bankHref} className={backLinkClass}>
        ← Về ngân hàng câu hỏi
      </Link>
      <GameBoard
        game={game}
        actions={
          editHref && (
            <Link to={editHref} className={buttonClass('secondary', 'sm')}>
              Sửa trò chơi
            </Link>
          )
        }
      />
    </div>
  );
}
