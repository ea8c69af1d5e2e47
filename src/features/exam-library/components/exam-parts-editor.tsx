// The parts of an exam in its editor: each part's title and questions — picked from banks, written here, edited,
// moved by dragging or by up and down buttons, removed — with each question's points and the exam's total.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SortableList } from '@/components/ui/sortable-list.tsx';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { QuestionEditorForm } from '@/components/question-editor/question-editor-form.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { itemPoints, newKey, shownQuestion, type DraftItem, type DraftPart } from '../exam-draft.ts';
import { BankPickerDialog } from '@/components/library/bank-picker-dialog.tsx';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

let written = -1;

export function ExamPartsEditor({
  parts,
  onChange,
  schoolId,
  errors,
}: {
  parts: DraftPart[];
  onChange: (next: DraftPart[]) => void;
  schoolId: number | null;
  errors: Record<string, string>;
}) {
  const [picking, setPicking] = useState<string | null>(null);
  const [writing, setWriting] = useState<{ part: string; item: DraftItem | null } | null>(null);
  const setPart = (key: string, patch: Partial<DraftPart>) => onChange(parts.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const total = parts.reduce((s, p) => s + p.items.reduce((t, i) => t + itemPoints(i), 0), 0);
  /** The number of the question before each part's first (questions are numbered across parts). */
  const firsts = parts.map((_, pi) => parts.slice(0, pi).reduce((n, p) => n + p.items.length, 0));

  const addPicked = (partKey: string, questions: BankQuestion[]) => {
    const part = parts.find((p) => p.key === partKey)!;
    setPart(partKey, {
      items: [...part.items, ...questions.map((q) => ({ key: newKey(), source: 'bank' as const, id: q.id, question: q, points: String(q.points) }))],
    });
    setPicking(null);
  };

  return (
    <section aria-label="Các phần của đề thi" className="space-y-4">
      {parts.map((part, pi) => {
        const first = firsts[pi]!;
        return (
          <article key={part.key} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${part.key}-title`} className="mb-1 block text-sm font-medium text-slate-700">
                  Tên phần {pi + 1}
                </label>
                <input
                  id={`${part.key}-title`}
                  value={part.title}
                  onChange={(e) => setPart(part.key, { title: e.target.value })}
                  aria-invalid={errors[`fractions.${pi}.title`] ? true : undefined}
                  className="block h-10 w-full rounded-lg border border-slate-300 px-3 text-sm pointer-coarse:h-11"
                />
                {errors[`fractions.${pi}.title`] && <p className="mt-1 text-xs text-red-600">{errors[`fractions.${pi}.title`]}</p>}
              </div>
              <Button size="sm" variant="ghost" disabled={pi === 0} onClick={() => onChange(move(parts, pi, pi - 1))}>
                Lên<span className="sr-only"> phần {pi + 1}</span>
              </Button>
              <Button size="sm" variant="ghost" disabled={pi === parts.length - 1} onClick={() => onChange(move(parts, pi, pi + 1))}>
                Xuống<span className="sr-only"> phần {pi + 1}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700"
                disabled={parts.length <= 1}
                onClick={() => onChange(parts.filter((p) => p.key !== part.key))}
              >
                Xoá phần<span className="sr-only"> {pi + 1}</span>
              </Button>
            </div>
            <SortableList
              className="space-y-3"
              items={part.items}
              itemId={(item) => item.key}
              itemLabel={(ii) => `câu ${first + ii + 1}`}
              onReorder={(items) => setPart(part.key, { items })}
              renderItem={(item, ii, handle) => {
                const label = `câu ${first + ii + 1}`;
                const error = errors[`fractions.${pi}.questions.${ii}`];
                return (
                  <div className={`rounded-lg border bg-white p-3 ${error ? 'border-red-400' : 'border-slate-200'}`}>
                    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-1">
                        {handle}
                        <p className="text-sm font-semibold text-slate-500">Câu {first + ii + 1}</p>
                      </div>
                      <div className="flex flex-wrap items-center gap-1">
                        {item.question.questionType !== 'leadingQuestion' && (
                          <label className="flex items-center gap-1 text-sm text-slate-700">
                            Điểm
                            <input
                              inputMode="decimal"
                              value={item.points}
                              onChange={(e) => setPart(part.key, { items: part.items.map((x) => (x.key === item.key ? { ...x, points: e.target.value } : x)) })}
                              aria-label={`Điểm ${label}`}
                              className="h-9 w-16 rounded border border-slate-300 px-2 text-right pointer-coarse:h-11"
                            />
                          </label>
                        )}
                        <Button size="sm" variant="ghost" disabled={ii === 0} onClick={() => setPart(part.key, { items: move(part.items, ii, ii - 1) })}>
                          Lên<span className="sr-only"> {label}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={ii === part.items.length - 1}
                          onClick={() => setPart(part.key, { items: move(part.items, ii, ii + 1) })}
                        >
                          Xuống<span className="sr-only"> {label}</span>
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setWriting({ part: part.key, item })}>
                          Sửa<span className="sr-only"> {label}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-red-700"
                          onClick={() => setPart(part.key, { items: part.items.filter((x) => x.key !== item.key) })}
                        >
                          Bỏ<span className="sr-only"> {label}</span>
                        </Button>
                      </div>
                    </div>
                    <QuestionBody q={item.question} />
                    {error && <p className="mt-2 text-sm text-red-600">{error}</p>}
                  </div>
                );
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setPicking(part.key)}>
                Thêm từ ngân hàng<span className="sr-only"> vào phần {pi + 1}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setWriting({ part: part.key, item: null })}>
                Viết câu hỏi mới<span className="sr-only"> trong phần {pi + 1}</span>
              </Button>
            </div>
          </article>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => onChange([...parts, { key: newKey(), title: `Phần ${parts.length + 1}`, items: [] }])}>
          Thêm phần
        </Button>
        <p className="text-sm text-slate-700">
          Tổng điểm: <strong>{formatNumber(total)}</strong>
        </p>
      </div>
      <BankPickerDialog open={picking !== null} schoolId={schoolId} onClose={() => setPicking(null)} onPick={(qs) => addPicked(picking!, qs)} />
      <Dialog open={writing !== null} onClose={() => setWriting(null)} title={writing?.item ? 'Sửa câu hỏi trong đề' : 'Viết câu hỏi mới'} width={860}>
        {writing && (
          <QuestionEditorForm
            question={writing.item?.question ?? null}
            submitLabel="Xong"
            onCancel={() => setWriting(null)}
            onSubmit={async (input) => {
              const part = parts.find((p) => p.key === writing.part)!;
              const shown = shownQuestion(input, writing.item?.question.id ?? written--);
              if (writing.item) {
                const edited: DraftItem =
                  writing.item.source === 'bank'
                    ? { key: writing.item.key, source: 'new', question: shown, input, points: String(input.points) }
                    : { ...writing.item, question: shown, input, points: String(input.points) };
                setPart(part.key, { items: part.items.map((x) => (x.key === writing.item!.key ? edited : x)) });
              } else {
                setPart(part.key, { items: [...part.items, { key: newKey(), source: 'new', question: shown, input, points: String(input.points) }] });
              }
              setWriting(null);
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
