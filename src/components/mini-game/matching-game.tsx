// Matching pairs: tap a tile on one side, then its partner on the other. A right pair stays green; a wrong one flashes
// red and counts as a mistake. The score is the pairs over pairs plus mistakes.
import { useState } from 'react';
import { scoreOutOf10, shuffled, type GamePair } from '@/shared/mini-game.ts';
import { tileClass, type GameProps } from './game-result.ts';

type Side = 'left' | 'right';

export function MatchingGame({ content, onFinish }: GameProps<{ pairs: GamePair[] }>) {
  const { pairs } = content;
  const [order] = useState(() => ({ left: shuffled(pairs.map((_, i) => i)), right: shuffled(pairs.map((_, i) => i)) }));
  const [picked, setPicked] = useState<{ side: Side; pair: number } | null>(null);
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const [wrong, setWrong] = useState<{ left: number; right: number } | null>(null);
  const [mistakes, setMistakes] = useState(0);
  const [said, setSaid] = useState('');

  const tap = (side: Side, pair: number) => {
    setWrong(null);
    if (!picked || picked.side === side) {
      setPicked({ side, pair });
      return;
    }
    setPicked(null);
    if (picked.pair === pair) {
      const next = new Set(matched).add(pair);
      setMatched(next);
      setSaid(`Đúng: ${pairs[pair]!.left} – ${pairs[pair]!.right}`);
      if (next.size === pairs.length)
        onFinish({ score: scoreOutOf10(pairs.length, pairs.length + mistakes), summary: `${pairs.length}/${pairs.length} cặp, ${mistakes} lần nối nhầm` });
    } else {
      setMistakes((m) => m + 1);
      setWrong(side === 'left' ? { left: pair, right: picked.pair } : { left: picked.pair, right: pair });
      setSaid('Chưa đúng, thử lại');
    }
  };

  const column = (side: Side) => (
    <ul className="space-y-2" aria-label={side === 'left' ? 'Cột trái' : 'Cột phải'}>
      {order[side].map((pair) => {
        const done = matched.has(pair);
        const state = done ? 'done' : picked?.side === side && picked.pair === pair ? 'selected' : wrong?.[side] === pair ? 'wrong' : 'idle';
        return (
          <li key={pair}>
            <button type="button" className={tileClass(state)} disabled={done} aria-pressed={state === 'selected'} onClick={() => tap(side, pair)}>
              {side === 'left' ? pairs[pair]!.left : pairs[pair]!.right}
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Đã nối {matched.size}/{pairs.length} cặp · {mistakes} lần nhầm
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        {column('left')}
        {column('right')}
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
