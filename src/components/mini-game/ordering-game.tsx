// Ordering: each round's items come shuffled; the player drags them (by finger, mouse or keyboard) or moves them with
// the arrow buttons, then checks. Every item in its right place scores; two equal items are interchangeable.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SortableList } from '@/components/ui/sortable-list.tsx';
import { scoreOutOf10, shuffled, type GameRound } from '@/shared/mini-game.ts';
import type { GameProps } from './game-result.ts';

interface Item {
  id: number;
  text: string;
}

/** Shuffled, and never left in the right order already when it can be otherwise. */
function mixed(items: string[]): Item[] {
  const list = items.map((text, id) => ({ id, text }));
  for (let tries = 0; tries < 10; tries++) {
    const out = shuffled(list);
    if (out.some((item, i) => item.text !== items[i])) return out;
  }
  return list;
}

export function OrderingGame({ content, onFinish }: GameProps<{ rounds: GameRound[] }>) {
  const { rounds } = content;
  const [index, setIndex] = useState(0);
  const [items, setItems] = useState(() => mixed(rounds[0]!.items));
  const [checked, setChecked] = useState(false);
  const [tally, setTally] = useState({ right: 0, total: 0 });
  const round = rounds[index]!;
  const rightAt = (i: number) => items[i]!.text === round.items[i];
  const last = index === rounds.length - 1;

  const move = (i: number, by: -1 | 1) => {
    const next = [...items];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setItems(next);
  };
  const check = () => {
    setChecked(true);
    setTally((t) => ({ right: t.right + items.filter((_, i) => rightAt(i)).length, total: t.total + items.length }));
  };
  const next = () => {
    if (last) {
      onFinish({ score: scoreOutOf10(tally.right, tally.total), summary: `${tally.right}/${tally.total} mục đúng vị trí qua ${rounds.length} lượt` });
      return;
    }
    setIndex(index + 1);
    setItems(mixed(rounds[index + 1]!.items));
    setChecked(false);
  };
  const rightNow = items.filter((_, i) => rightAt(i)).length;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Lượt {index + 1}/{rounds.length}
      </p>
      <h2 className="text-lg font-semibold text-slate-900">{round.prompt}</h2>
      <SortableList
        className="space-y-2"
        items={items}
        itemId={(item) => item.id}
        disabled={checked}
        onReorder={setItems}
        itemLabel={(i) => `mục ${i + 1}`}
        renderItem={(item, i, handle) => (
          <div
            className={`flex items-center gap-2 rounded-lg border-2 bg-white px-2 py-1 ${
              checked ? (rightAt(i) ? 'border-green-400 bg-green-50' : 'border-red-400 bg-red-50') : 'border-slate-300'
            }`}
          >
            {handle}
            <span className="flex-1 py-2 text-base text-slate-900">{item.text}</span>
            {checked ? (
              <span className={`text-sm font-medium ${rightAt(i) ? 'text-green-800' : 'text-red-800'}`}>
                {rightAt(i) ? 'Đúng' : `Đúng là: ${round.items[i]}`}
              </span>
            ) : (
              <>
                <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="sr-only">Đưa {item.text} lên</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  <span aria-hidden="true">↓</span>
                  <span className="sr-only">Đưa {item.text} xuống</span>
                </Button>
              </>
            )}
          </div>
        )}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {checked && (
          <p role="status" className="text-sm font-medium text-slate-700">
            {rightNow}/{items.length} mục đúng vị trí
          </p>
        )}
        {checked ? <Button onClick={next}>{last ? 'Xem kết quả' : 'Lượt tiếp theo'}</Button> : <Button onClick={check}>Kiểm tra</Button>}
      </div>
    </div>
  );
}
