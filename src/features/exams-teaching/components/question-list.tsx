// The attempt's questions as the exam lays them out: sections (fractions) with their titles, a group's shared prompt
// (a reading passage) above its sub-questions, numbered in order; optionally only the questions the teacher grades.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { questionNumbers } from '@/lib/exam-numbering.ts';
import { isManual, type GradeFormValues } from '../grade-form.ts';
import { QuestionCard } from './question-card.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export interface QuestionListProps {
  result: ExamResult;
  register: UseFormRegister<GradeFormValues>;
  errors: FieldErrors<GradeFormValues>;
  /** Hide objective questions (already graded automatically). */
  manualOnly: boolean;
}

export function QuestionList({ result, register, errors, manualOnly }: QuestionListProps) {
  const numbers = questionNumbers(result.fractions);
  const shown = (q: ResultQuestion) => !manualOnly || isManual(q);
  const card = (q: ResultQuestion) => <QuestionCard key={q.id} question={q} number={numbers.get(q.id) ?? 0} register={register} errors={errors} />;
  return (
    <div className="space-y-6">
      {result.fractions.map((f) => {
        const visible = f.questions.filter((q) => (q.subQuestions?.length ? q.subQuestions.some(shown) : shown(q)));
        if (!visible.length) return null;
        return (
          <div key={f.id} className="space-y-3">
            <h3 className="text-base font-semibold text-slate-800">{f.title}</h3>
            {visible.map((q) =>
              q.subQuestions?.length ? (
                <div key={q.id} className="space-y-3 rounded-lg border border-dashed border-slate-300 p-3">
                  <RichText className="text-sm text-slate-700" text={q.content.text} html={q.content.html} />
                  {q.subQuestions.filter(shown).map(card)}
                </div>
              ) : (
                card(q)
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
