// Playing a mini game (spec §2 game/{gameId}): its name and how to play, a clock, the game itself, and at the end the
// score out of 10 with the time taken and “Chơi lại”. The game is kept on the device once opened, so a class plays on
// when the Wi-Fi drops.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { formatCountdown, formatScore } from '@/lib/format.ts';
import { GAME_KIND_HINTS, GAME_KIND_LABELS, type GameContent, type MiniGame } from '@/shared/mini-game.ts';
import { gameQueryOptions } from '../api/get-games.ts';
import type { GameResult } from '../play/game-result.ts';
import { MatchingGame } from '../play/matching-game.tsx';
import { MemoryGame } from '../play/memory-game.tsx';
import { OrderingGame } from '../play/ordering-game.tsx';
import { CrosswordGame } from '../play/crossword-game.tsx';

function useElapsed(since: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since, running]);
  return Math.max(0, now - since);
}

function Game({ content: c, onFinish }: { content: GameContent; onFinish: (r: GameResult) => void }) {
  switch (c.kind) {
    case 'matching':
      return <MatchingGame content={c} onFinish={onFinish} />;
    case 'memory':
      return <MemoryGame content={c} onFinish={onFinish} />;
    case 'ordering':
      return <OrderingGame content={c} onFinish={onFinish} />;
    case 'crossword':
      return <CrosswordGame content={c} onFinish={onFinish} />;
  }
}

/** The game with its clock, "Chơi lại" and, at the end, the score: the player page's and the editor's "Chơi thử". */
export function GameBoard({ game, actions }: { game: Pick<MiniGame, 'title' | 'content'>; actions?: ReactNode }) {
  const [play, setPlay] = useState({ n: 0, startedAt: Date.now() });
  const [result, setResult] = useState<{ score: number; summary: string; ms: number } | null>(null);
  const elapsed = useElapsed(play.startedAt, result === null);
  const again = () => {
    setResult(null);
    setPlay((p) => ({ n: p.n + 1, startedAt: Date.now() }));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <Badge tone="info">{GAME_KIND_LABELS[game.content.kind]}</Badge>
          <h1 className="text-2xl font-semibold text-slate-900">{game.title}</h1>
          <p className="text-sm text-slate-600">{GAME_KIND_HINTS[game.content.kind]}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-mono text-lg text-slate-700" aria-label="Thời gian chơi">
            {formatCountdown(result?.ms ?? elapsed)}
          </p>
          {actions}
          <Button size="sm" variant="secondary" onClick={again}>
            Chơi lại
          </Button>
        </div>
      </div>
      {result && (
        <section
          role="status"
          aria-labelledby="game-done"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-4"
        >
          <div>
            <h2 id="game-done" className="text-lg font-semibold text-green-900">
              Hoàn thành! Điểm: {formatScore(result.score)}/10
            </h2>
            <p className="text-sm text-green-900">
              {result.summary} · thời gian {formatCountdown(result.ms)}
            </p>
          </div>
          <Button onClick={again}>Chơi lại</Button>
        </section>
      )}
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <Game key={play.n} content={game.content} onFinish={(r) => setResult({ ...r, ms: Date.now() - play.startedAt })} />
      </div>
    </div>
  );
}

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
