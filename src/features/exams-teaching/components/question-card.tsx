// One question on the grading page: prompt, the student's answer, and either the automatic points (objective types,
// read-only) or the teacher's points and comment fields (essay and speaking).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { QuestionType, ResultQuestion } from '@/shared/exam.ts';
import { fieldKey, isManual, type GradeFormValues } from '../grade-form.ts';
import { AnswerView } from './answer-view.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  leadingQuestion: 'Nhóm câu hỏi',
  singleChoice: 'Trắc nghiệm một đáp án',
  multipleChoice: 'Trắc nghiệm nhiều đáp án',
  fillInTheBlank: 'Điền vào chỗ trống',
  essay: 'Tự luận',
  textAnswer: 'Trả lời ngắn',
  speaking: 'Nói',
};

export interface QuestionCardProps {
  question: ResultQuestion;
  number: number;
  register: UseFormRegister<GradeFormValues>;
  errors: FieldErrors<GradeFormValues>;
}

const prompt = (q: ResultQuestion) => q.content.text.replaceAll('{{}}', '_____');

export function QuestionCard({ question, number, register, errors }: QuestionCardProps) {
  const manual = isManual(question);
  const key = fieldKey(question.id);
  const fieldErrors = errors.marks?.[key];
  const title = `Câu ${number}`;
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-slate-900">
          {title} <span className="ml-2 text-xs font-normal text-slate-500">{QUESTION_TYPE_LABELS[question.questionType]}</span>
        </h4>
        {!manual && (
          <span className="text-sm text-slate-600">
            Điểm tự động: <strong>{formatNumber(question.pointEarned ?? 0)}</strong>/{formatNumber(question.allocatedPoint)}
          </span>
        )}
        {manual && question.isMarked && (
          <span className="text-sm text-green-700">
            Đã chấm: {formatNumber(question.pointEarned ?? 0)}/{formatNumber(question.allocatedPoint)}
          </span>
        )}
      </header>
      <RichText className="text-slate-800" text={prompt(question)} html={question.content.html} />
      {question.content.sentence && <p className="italic text-slate-700">“{question.content.sentence}”</p>}
      <AnswerView question={question} />
      {manual && (
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <TextField
            label={`Điểm (tối đa ${formatNumber(question.allocatedPoint)})`}
            inputMode="decimal"
            autoComplete="off"
            error={fieldErrors?.points?.message}
            {...register(`marks.${key}.points`)}
          />
          <div>
            <label htmlFor={`${key}-comment`} className="mb-1 block text-sm font-medium text-slate-700">
              Lời phê
            </label>
            <textarea
              id={`${key}-comment`}
              rows={3}
              aria-invalid={fieldErrors?.comment ? true : undefined}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              {...register(`marks.${key}.comment`)}
            />
            {fieldErrors?.comment?.message && <p className="mt-1 text-xs text-red-600">{fieldErrors.comment.message}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
