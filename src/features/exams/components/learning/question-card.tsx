// One page of the taking screen: a question, or a question group with its sub-questions, each with its input and
// its own save state. Sub-questions are numbered one by one, as the navigator and the counters count them.
import type { AnswerRow } from '@/offline/db.ts';
import type { ExamQuestion } from '@/shared/exam.ts';
import { formatPoint, numberRange } from '../../exam-format.ts';
import { QuestionInput, QuestionPrompt } from './question-input.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { shownValue, type AnswerSaver } from './use-answer-saver.ts';

export interface QuestionCardProps {
  question: ExamQuestion;
  /** The number of its first answerable question (a group's sub-questions follow on from it). */
  first: number;
  answers: ReadonlyMap<number, AnswerRow>;
  saver: AnswerSaver;
}

function Answerable({ question, label, answers, saver }: { question: ExamQuestion; label: string } & Omit<QuestionCardProps, 'question' | 'first'>) {
  const value = shownValue(saver.drafts.get(question.id), answers.get(question.id));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {label} <span className="text-sm font-normal text-slate-500">({formatPoint(question.allocatedPoint)} điểm)</span>
        </h3>
        <SaveIndicator state={saver.states.get(question.id)} />
      </div>
      <QuestionPrompt question={question} />
      <QuestionInput
        question={question}
        label={label}
        value={value}
        onChange={(next, debounce) => saver.change(question.id, next, debounce)}
        onBlur={() => void saver.flush()}
      />
    </div>
  );
}

export function QuestionCard({ question, first, answers, saver }: QuestionCardProps) {
  if (question.questionType !== 'leadingQuestion') {
    return (
      <article className="rounded-xl border border-slate-200 bg-white p-5">
        <Answerable question={question} label={`Câu ${first}`} answers={answers} saver={saver} />
      </article>
    );
  }
  return (
    <article className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="text-base font-semibold text-slate-900">Câu {numberRange(first, question.subQuestions?.length ?? 0)}</h3>
      <QuestionPrompt question={question} />
      {(question.subQuestions ?? []).map((sub, i) => (
        <div key={sub.id} className="border-t border-slate-100 pt-4">
          <Answerable question={sub} label={`Câu ${first + i}`} answers={answers} saver={saver} />
        </div>
      ))}
    </article>
  );
}
