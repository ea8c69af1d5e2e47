// The crossword: a grid laid out from the answers, clues across and down. Tapping a clue or a cell picks its answer;
// a typed letter (diacritics dropped, so Telex and plain keyboards both work) moves on along the answer, Backspace
// moves back. “Nộp bài” marks each answer right or wrong and can show the solution.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { gridLetters, scoreOutOf10, type GameWord } from '@/shared/mini-game.ts';
import type { GameProps } from './game-result.ts';
import { cellKey, cellsOf, layoutCrossword, type CrosswordEntry } from './crossword-layout.ts';

export function CrosswordGame({ content, onFinish }: GameProps<{ words: GameWord[] }>) {
  const { words } = content;
  const layout = useMemo(() => layoutCrossword(words.map((w) => gridLetters(w.answer))), [words]);
  const [typed, setTyped] = useState<ReadonlyMap<string, string>>(new Map());
  const [active, setActiveState] = useState(0);
  // Focus handlers run before React re-renders: they read the answer just picked from here, not from a stale render.
  const activeRef = useRef(0);
  const setActive = (i: number) => {
    activeRef.current = i;
    setActiveState(i);
  };
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const entry = layout.entries[active]!;
  const activeCells = new Set(cellsOf(entry).map(([r, c]) => cellKey(r, c)));

  const entriesAt = (key: string) => layout.entries.map((e, i) => ({ e, i })).filter(({ e }) => cellsOf(e).some(([r, c]) => cellKey(r, c) === key));
  const focusCell = (key: string | undefined) => key && inputs.current.get(key)?.focus();
  const pickAt = (key: string) => {
    const here = entriesAt(key);
    const current = layout.entries[activeRef.current]!;
    if (!here.some(({ i }) => i === activeRef.current)) setActive((here.find(({ e }) => e.direction === current.direction) ?? here[0]!).i);
  };
  const pickEntry = (i: number) => {
    setActive(i);
    const [r, c] = cellsOf(layout.entries[i]!)[0]!;
    focusCell(cellKey(r, c));
  };
  const step = (key: string, by: 1 | -1) => {
    const cells = cellsOf(layout.entries[activeRef.current]!).map(([r, c]) => cellKey(r, c));
    return cells[cells.indexOf(key) + by];
  };
  const type = (key: string, value: string) => {
    const letter = gridLetters(value).slice(-1);
    setTyped((prev) => new Map(prev).set(key, letter));
    if (letter) focusCell(step(key, 1));
  };
  const keyDown = (key: string, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !typed.get(key)) {
      e.preventDefault();
      const back = step(key, -1);
      if (back) {
        setTyped((prev) => new Map(prev).set(back, ''));
        focusCell(back);
      }
    }
  };

  const right = (e: CrosswordEntry) => cellsOf(e).every(([r, c]) => typed.get(cellKey(r, c)) === layout.letters.get(cellKey(r, c)));
  const submit = () => {
    setSubmitted(true);
    const good = layout.entries.filter(right).length;
    onFinish({ score: scoreOutOf10(good, layout.entries.length), summary: `${good}/${layout.entries.length} từ đúng` });
  };

  const clues = (direction: CrosswordEntry['direction']) => (
    <section aria-labelledby={`clues-${direction}`} className="space-y-2">
      <h2 id={`clues-${direction}`} className="font-semibold text-slate-900">
        {direction === 'across' ? 'Hàng ngang' : 'Hàng dọc'}
      </h2>
      <ol className="space-y-1">
        {layout.entries.map((e, i) =>
          e.direction !== direction ? null : (
            <li key={i}>
              <button
                type="button"
                onClick={() => pickEntry(i)}
                className={`w-full rounded-md px-2 py-2 text-left text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
              >
                <span className="font-semibold">{e.number}.</span> {words[e.word]!.clue} <span className="text-slate-600">({e.letters.length} chữ)</span>
                {submitted && <span className={right(e) ? 'text-green-800' : 'text-red-800'}> · {right(e) ? 'Đúng' : `Đáp án: ${words[e.word]!.answer}`}</span>}
              </button>
            </li>
          ),
        )}
      </ol>
    </section>
  );

  return (
    <div className="grid gap-6 xl:grid-cols-[auto_1fr]">
      <div className="space-y-3">
        <div role="group" aria-label="Ô chữ" className="overflow-x-auto">
          <div className="grid w-max gap-0.5" style={{ gridTemplateColumns: `repeat(${layout.cols}, 2.75rem)` }}>
            {Array.from({ length: layout.rows * layout.cols }, (_, n) => {
              const r = Math.floor(n / layout.cols);
              const c = n % layout.cols;
              const key = cellKey(r, c);
              const answer = layout.letters.get(key);
              if (!answer) return <div key={key} aria-hidden="true" className="size-11" />;
              const number = layout.numbers.get(key);
              const value = typed.get(key) ?? '';
              const shown = submitted && revealed ? answer : value;
              const tone = submitted
                ? value === answer
                  ? 'bg-green-50 border-green-500'
                  : 'bg-red-50 border-red-500'
                : activeCells.has(key)
                  ? 'bg-brand-50 border-brand-500'
                  : 'bg-white border-slate-400';
              return (
                <div key={key} className="relative size-11">
                  {number && (
                    <span aria-hidden="true" className="pointer-events-none absolute top-0.5 left-1 text-[0.65rem] leading-none text-slate-600">
                      {number}
                    </span>
                  )}
                  <input
                    ref={(el) => {
                      if (el) inputs.current.set(key, el);
                      else inputs.current.delete(key);
                    }}
                    value={shown}
                    readOnly={submitted}
                    aria-label={`${number ? `Ô số ${number}, ` : ''}hàng ${r + 1}, cột ${c + 1}`}
                    autoComplete="off"
                    autoCorrect="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    onFocus={() => pickAt(key)}
                    onChange={(e) => type(key, e.target.value)}
                    onKeyDown={(e) => keyDown(key, e)}
                    className={`size-11 rounded border-2 text-center text-lg font-semibold text-slate-900 uppercase outline-none focus:ring-2 focus:ring-brand-300 ${tone}`}
                  />
                </div>
              );
            })}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {submitted ? (
            <Button variant="secondary" onClick={() => setRevealed((v) => !v)}>
              {revealed ? 'Ẩn đáp án' : 'Xem đáp án'}
            </Button>
          ) : (
            <Button onClick={submit}>Nộp bài</Button>
          )}
        </div>
      </div>
      <div className="space-y-4">
        {clues('across')}
        {clues('down')}
      </div>
    </div>
  );
}
