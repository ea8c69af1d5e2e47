// A question on a slide: its prompt and options as the class sees them; presenting, "Xem đáp án" shows the answer and
// the explanation (the teacher asks first, then reveals).
import { useState } from 'react';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';
import { BLANK_MARK } from '@/shared/exam.ts';
import type { QuestionBlock } from '@/shared/lecture.ts';
import { optionLetter } from '@/shared/question-bank.ts';
import type { SlideMode } from './slide-mode.ts';

export function QuestionBlockView({ block, mode }: { block: QuestionBlock; mode: SlideMode }) {
  const [shown, setShown] = useState(false);
  const q = block.question;
  return (
    <div className="size-full overflow-auto rounded-lg border border-brand-100 bg-white/95 p-[1.5cqw] text-[1.8cqw] text-slate-900">
      {shown ? (
        <QuestionBody q={q} />
      ) : (
        <>
          <RichText text={q.questionType === 'fillInTheBlank' ? q.content.text.split(BLANK_MARK).join('_____') : q.content.text} html={q.content.html} />
          {q.content.options && (
            <ol className="mt-[1cqw] grid gap-[0.5cqw] sm:grid-cols-2">
              {q.content.options.map((o, i) => (
                <li key={o.id}>
                  {optionLetter(i)}. <RichText inline text={o.text} html={o.html} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {mode === 'present' && (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="mt-2 min-h-11 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
        >
          {shown ? 'Ẩn đáp án' : 'Xem đáp án'}
        </button>
      )}
    </div>
  );
}
