// An exam as a student will take it, for its author (spec §2 …/exam/preview): the same question cards, navigator and
// controls as the taking screen, with answers held on this screen only — nothing is stored or sent, and no timer runs.
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { formatDuration } from '@/lib/format.ts';
import type { AnswerValue, ExamFraction, ExamQuestion } from '@/shared/exam.ts';
import { answerableQuestions, numberedQuestions } from '../../exam-format.ts';
import { QuestionCard } from './question-card.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import type { AnswerSaver } from './use-answer-saver.ts';

export interface PreviewViewProps {
  title: string;
  /** Seconds. */
  duration: number;
  fractions: ExamFraction[];
}

const NO_ANSWERS = new Map();

/** The answer saver of a preview: changes stay in memory. */
function usePreviewSaver(): AnswerSaver {
  const [drafts, setDrafts] = useState<AnswerSaver['drafts']>(new Map());
  return useMemo(
    () => ({
      drafts,
      states: new Map(),
      change: (questionId: number, value: AnswerValue | null) => setDrafts((d) => new Map(d).set(questionId, { value, at: Date.now() })),
      flush: async () => {},
    }),
    [drafts],
  );
}

export function PreviewView({ title, duration, fractions }: PreviewViewProps) {
  const saver = usePreviewSaver();
  const pages = numberedQuestions(fractions);
  const answerable = answerableQuestions(fractions);
  const [currentId, setCurrentId] = useState<number | undefined>(pages[0]?.question.id);
  const isDirty = (q: ExamQuestion) => saver.drafts.get(q.id)?.value != null;
  const current = pages.find((p) => p.question.id === currentId) ?? pages[0];
  const index = current ? pages.indexOf(current) : 0;
  const fraction = fractions.find((f) => f.questions.some((q) => q.id === current?.question.id));
  const go = (id: number) => {
    setCurrentId(id);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Xem trước đề thi như học sinh sẽ thấy. Câu trả lời ở đây không được lưu.
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
        <h1 className="min-w-0 flex-1 text-lg font-semibold text-slate-900">{title}</h1>
        <span className="text-sm text-slate-600">Thời gian làm bài: {formatDuration(duration)}</span>
      </div>
      {pages.length === 0 ? (
        <p className="text-slate-600">Đề thi chưa có câu hỏi nào.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <section aria-label="Câu hỏi" className="space-y-4">
            {fraction && <h2 className="text-base font-semibold text-brand-800">{fraction.title}</h2>}
            {current && <QuestionCard question={current.question} first={current.first} answers={NO_ANSWERS} saver={saver} />}
            <div className="flex justify-between gap-3">
              <Button variant="secondary" className="h-12 px-6 text-base" disabled={index <= 0} onClick={() => go(pages[index - 1]!.question.id)}>
                ‹ Câu trước
              </Button>
              <Button
                variant="secondary"
                className="h-12 px-6 text-base"
                disabled={index >= pages.length - 1}
                onClick={() => go(pages[index + 1]!.question.id)}
              >
                Câu sau ›
              </Button>
            </div>
          </section>
          <QuestionNavigator
            items={pages.map((p) => ({ id: p.question.id, first: p.first, count: p.answerable.length, answered: p.answerable.filter(isDirty).length }))}
            currentId={current?.question.id}
            answeredCount={answerable.filter(isDirty).length}
            total={answerable.length}
            onJump={go}
          />
        </div>
      )}
    </div>
  );
}
