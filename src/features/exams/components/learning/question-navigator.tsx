// The list of questions while taking an exam: answered ones filled, the current one ringed, remaining = not yet
// changed (spec §4: not dirty). Tapping a number jumps to that question.
export interface NavigatorItem {
  id: number;
  number: number;
  answered: boolean;
}

export interface QuestionNavigatorProps {
  items: NavigatorItem[];
  currentId: number | undefined;
  answeredCount: number;
  total: number;
  onJump: (id: number) => void;
}

export function QuestionNavigator({ items, currentId, answeredCount, total, onJump }: QuestionNavigatorProps) {
  return (
    <nav aria-label="Danh sách câu hỏi" className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-600">
        Đã làm <strong className="text-slate-900">{answeredCount}/{total}</strong> câu · Còn{' '}
        <strong className="text-slate-900">{total - answeredCount}</strong> câu chưa làm
      </p>
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-6 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onJump(item.id)}
              aria-current={item.id === currentId ? 'step' : undefined}
              aria-label={`Câu ${item.number}${item.answered ? ', đã làm' : ', chưa làm'}`}
              className={`flex size-12 items-center justify-center rounded-lg text-base font-semibold ${
                item.answered ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'
              } ${item.id === currentId ? 'ring-3 ring-amber-400 ring-offset-1' : ''}`}
            >
              {item.number}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
