// A bank question as its author reviews it: type, level and points, the prompt, the options with the correct ones
// marked, the accepted answers, the model answer, the explanation; a group with its sub-questions. Rich text is the
// server's cleaned copy (components/rich-text), plain text is shown as text.
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNumber } from '@/lib/format.ts';
import { BLANK_MARK } from '@/shared/exam.ts';
import { QUESTION_LEVELS, QUESTION_TYPE_LABELS, optionLetter, type BankQuestion } from '@/shared/question-bank.ts';
import { RichText } from '@/components/rich-text/rich-text.tsx';

function Answers({ q }: { q: BankQuestion }) {
  const key = q.answerKey;
  if (q.content.options) {
    const correct = new Set(key?.type === 'singleChoice' ? [key.optionId] : key?.type === 'multipleChoice' ? key.optionIds : []);
    return (
      <ol className="mt-2 grid gap-1 sm:grid-cols-2">
        {q.content.options.map((o, i) => (
          <li key={o.id} className={`rounded px-2 py-1 text-sm ${correct.has(o.id) ? 'bg-green-50 font-medium text-green-800' : 'text-slate-700'}`}>
            {optionLetter(i)}. <RichText inline text={o.text} html={o.html} />
            {correct.has(o.id) && <span className="ml-1">✓ (đúng)</span>}
          </li>
        ))}
      </ol>
    );
  }
  const line = (label: string, value: ReactNode) => (
    <p className="mt-2 text-sm text-slate-700">
      <span className="font-medium">{label}:</span> {value}
    </p>
  );
  if (key?.type === 'fillInTheBlank') return line('Đáp án', key.blanks.map((b, i) => `(${i + 1}) ${b.join(' / ')}`).join('; '));
  if (key?.type === 'textAnswer') return line('Đáp án chấp nhận', key.accepted.join(' / '));
  if ((key?.type === 'essay' || key?.type === 'speaking') && key.sample) return line('Đáp án mẫu', key.sample);
  return null;
}

export function QuestionBody({ q }: { q: BankQuestion }) {
  const level = QUESTION_LEVELS.find((l) => l.value === q.level)?.label;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{QUESTION_TYPE_LABELS[q.questionType]}</Badge>
        {level && <Badge tone="neutral">{level}</Badge>}
        <span className="text-xs text-slate-500">{formatNumber(q.points)} điểm</span>
      </div>
      <RichText
        className="mt-2 text-slate-900"
        text={q.questionType === 'fillInTheBlank' ? q.content.text.split(BLANK_MARK).join('_____') : q.content.text}
        html={q.content.html}
      />
      {q.content.sentence && <p className="mt-1 text-sm text-slate-700">Câu cần nói: “{q.content.sentence}”</p>}
      <Answers q={q} />
      {q.explanation && (
        <div className="mt-2 text-sm text-slate-600">
          <span className="font-medium">Lời giải:</span> <RichText inline text={q.explanation} html={q.explanationHtml} />
        </div>
      )}
      {q.subQuestions && (
        <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
          {q.subQuestions.map((s, i) => (
            <li key={s.id}>
              <p className="text-xs font-semibold text-slate-500">Câu {i + 1}</p>
              <QuestionBody q={s} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
