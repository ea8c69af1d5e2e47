// Playing one mini game, wherever it is shown (its bank's player page, the editor's "Chơi thử", a slide's game block,
// an e-book's area): its name and how to play, a clock, the game itself, and at the end the score out of 10 with the
// time taken and “Chơi lại”. It only needs the game's content, so a copy kept in a lecture or a book plays offline.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatCountdown, formatScore } from '@/lib/format.ts';
import { GAME_KIND_HINTS, GAME_KIND_LABELS, type GameContent, type MiniGame } from '@/shared/mini-game.ts';
import type { GameResult } from './game-result.ts';
import { MatchingGame } from './matching-game.tsx';
import { MemoryGame } from './memory-game.tsx';
import { OrderingGame } from './ordering-game.tsx';
import { CrosswordGame } from './crossword-game.tsx';

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

export interface GameBoardProps {
  game: Pick<MiniGame, 'title' | 'content'>;
  /** Beside the clock and "Chơi lại" (the player page's "Sửa trò chơi"). */
  actions?: ReactNode;
  /**
   * The level of the game's name: 1 on its own page; inside a dialog, whose title already names the game, 'hidden'
   * keeps only the kind and how to play.
   */
  heading?: 1 | 2 | 'hidden';
}

export function GameBoard({ game, actions, heading = 1 }: GameBoardProps) {
  const [play, setPlay] = useState({ n: 0, startedAt: Date.now() });
  const [result, setResult] = useState<{ score: number; summary: string; ms: number } | null>(null);
  const elapsed = useElapsed(play.startedAt, result === null);
  const again = () => {
    setResult(null);
    setPlay((p) => ({ n: p.n + 1, startedAt: Date.now() }));
  };
  const doneId = useId();
  const Title = heading === 2 ? 'h2' : 'h1';
  const Done = heading === 1 ? 'h2' : 'h3';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <Badge tone="info">{GAME_KIND_LABELS[game.content.kind]}</Badge>
          {heading !== 'hidden' && <Title className="text-2xl font-semibold text-slate-900">{game.title}</Title>}
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
          aria-labelledby={doneId}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-4"
        >
          <div>
            <Done id={doneId} className="text-lg font-semibold text-green-900">
              Hoàn thành! Điểm: {formatScore(result.score)}/10
            </Done>
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
