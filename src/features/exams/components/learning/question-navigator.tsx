// The list of questions while taking an exam: one button per page, numbered as the questions are counted (a group of
// sub-questions shows their range, "5–7"), answered ones filled, a group answered in part marked so, the current one
// ringed; remaining = not yet changed (spec §4: not dirty). Tapping a button jumps to that question.
import { numberRange } from '../../exam-format.ts';
import { EXAM_MSG } from '../../exam-messages.ts';

export interface NavigatorItem {
  id: number;
  /** The number of its first question. */
  first: number;
  /** How many numbered questions it holds: 1, or a group's sub-questions. */
  count: number;
  /** How many of them are answered. */
  answered: number;
}

export interface QuestionNavigatorProps {
  items: NavigatorItem[];
  currentId: number | undefined;
  answeredCount: number;
  total: number;
  onJump: (id: number) => void;
}

type State = 'done' | 'partial' | 'unanswered';
const stateOf = (item: NavigatorItem): State => (item.count > 0 && item.answered >= item.count ? 'done' : item.answered > 0 ? 'partial' : 'unanswered');

const STATE_CLASS: Record<State, string> = {
  done: 'bg-brand-700 text-white',
  // Answered in part: a light fill with a brand border, so it reads apart from both "done" and "not yet".
  partial: 'border-2 border-brand-700 bg-brand-100 text-brand-900',
  unanswered: 'bg-slate-100 text-slate-700',
};

function Swatch({ state, label }: { state: State; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`inline-block size-3 rounded ${STATE_CLASS[state]}`} />
      {label}
    </span>
  );
}

export function QuestionNavigator({ items, currentId, answeredCount, total, onJump }: QuestionNavigatorProps) {
  const hasGroups = items.some((item) => item.count > 1);
  return (
    <nav aria-label="Danh sách câu hỏi" className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-600">
        Đã làm{' '}
        <strong className="text-slate-900">
          {answeredCount}/{total}
        </strong>{' '}
        câu · Còn <strong className="text-slate-900">{total - answeredCount}</strong> câu chưa làm
      </p>
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 lg:grid-cols-5">
        {items.map((item) => {
          const range = numberRange(item.first, item.count);
          const state = stateOf(item);
          return (
            // A group spans two cells: its range needs the room, and it shows that it holds several questions.
            <li key={item.id} className={item.count > 1 ? 'col-span-2' : undefined}>
              <button
                type="button"
                onClick={() => onJump(item.id)}
                aria-current={item.id === currentId ? 'step' : undefined}
                aria-label={EXAM_MSG.navigatorButton(range, item.answered, item.count)}
                data-state={state}
                className={`flex h-12 w-full min-w-12 items-center justify-center rounded-lg text-base font-semibold whitespace-nowrap ${STATE_CLASS[state]} ${
                  item.id === currentId ? 'ring-3 ring-amber-400 ring-offset-1' : ''
                }`}
              >
                {range}
              </button>
            </li>
          );
        })}
      </ol>
      {hasGroups && (
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <Swatch state="done" label={EXAM_MSG.legendDone} />
          <Swatch state="partial" label={EXAM_MSG.legendPartial} />
          <Swatch state="unanswered" label={EXAM_MSG.legendUnanswered} />
        </p>
      )}
    </nav>
  );
}
