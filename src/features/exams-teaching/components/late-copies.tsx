// What a student's old device sent after the attempt moved to another device: shown to the teacher beside the
// attempt, never counted in it, so nothing the student wrote is silently lost.
import { formatDateTime } from '@/lib/format.ts';
import type { TeacherAttempt } from '@/shared/exam.ts';
import { questionNumbers } from '@/lib/exam-numbering.ts';
import { flatQuestions } from '../grade-form.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { answerText } from './answer-view.tsx';

export function LateCopies({ result }: { result: TeacherAttempt }) {
  const numbers = questionNumbers(result.fractions);
  const numbered = new Map(flatQuestions(result).map((q) => [q.id, { q, n: numbers.get(q.id) }]));
  return (
    <section aria-labelledby="late-copies-title" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="late-copies-title" className="text-base font-semibold">
        {GRADING_MSG.lateCopiesTitle}
      </h2>
      <p>{GRADING_MSG.lateCopiesHint}</p>
      {result.lateCopies.map((copy) => (
        <div key={copy.id} className="rounded-lg bg-white p-3">
          <h3 className="font-medium">{GRADING_MSG.lateCopyHeading(formatDateTime(copy.receivedAt), copy.submit)}</h3>
          {copy.answers.length === 0 ? (
            <p className="mt-1 italic text-slate-600">{GRADING_MSG.lateCopyEmpty}</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {copy.answers.map((a) => {
                const found = numbered.get(a.questionId);
                return (
                  <li key={a.questionId} className="whitespace-pre-wrap">
                    <span className="font-medium">Câu {found?.n ?? '?'}: </span>
                    {found && a.answer ? answerText(found.q, a.answer) : GRADING_MSG.noAnswer}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
