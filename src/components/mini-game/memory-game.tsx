// Flip-card memory: every pair is two face-down cards. Turn two a move; a pair stays open, two that do not match turn
// back (at once when a third card is tapped, so a quick player never waits). The score counts the moves.
import { useEffect, useState } from 'react';
import { memoryScore, shuffled, type GamePair } from '@/shared/mini-game.ts';
import { tileClass, type GameProps } from './game-result.ts';

interface Card {
  pair: number;
  text: string;
}

const TURN_BACK_MS = 1200;

export function MemoryGame({ content, onFinish }: GameProps<{ pairs: GamePair[] }>) {
  const { pairs } = content;
  const [cards] = useState<Card[]>(() =>
    shuffled(
      pairs.flatMap((p, pair) => [
        { pair, text: p.left },
        { pair, text: p.right },
      ]),
    ),
  );
  const [open, setOpen] = useState<number[]>([]);
  const [found, setFound] = useState<ReadonlySet<number>>(new Set());
  const [moves, setMoves] = useState(0);

  // Two cards that do not match turn back by themselves after a moment.
  const mismatch = open.length === 2 && cards[open[0]!]!.pair !== cards[open[1]!]!.pair;
  useEffect(() => {
    if (!mismatch) return;
    const timer = setTimeout(() => setOpen([]), TURN_BACK_MS);
    return () => clearTimeout(timer);
  }, [mismatch]);

  const flip = (index: number) => {
    if (open.includes(index) || found.has(cards[index]!.pair)) return;
    const showing = open.length === 2 ? [index] : [...open, index];
    setOpen(showing);
    if (showing.length < 2) return;
    const made = moves + 1;
    setMoves(made);
    const [a, b] = showing.map((i) => cards[i]!);
    if (a!.pair === b!.pair) {
      const next = new Set(found).add(a!.pair);
      setFound(next);
      setOpen([]);
      if (next.size === pairs.length) onFinish({ score: memoryScore(pairs.length, made), summary: `${pairs.length} cặp sau ${made} lượt lật` });
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Đã tìm {found.size}/{pairs.length} cặp · {moves} lượt
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
        {cards.map((card, i) => {
          const done = found.has(card.pair);
          const up = done || open.includes(i);
          return (
            <li key={i}>
              <button
                type="button"
                className={`${tileClass(done ? 'done' : up ? (mismatch ? 'wrong' : 'selected') : 'idle')} flex h-24 items-center justify-center text-center`}
                aria-label={up ? undefined : `Thẻ ${i + 1}, đang úp`}
                disabled={done}
                onClick={() => flip(i)}
              >
                {up ? (
                  card.text
                ) : (
                  <span aria-hidden="true" className="text-2xl text-slate-400">
                    ?
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open.map((i) => cards[i]!.text).join(' – ')}
      </p>
    </div>
  );
}
