// The student's answer to one question as the teacher reads it, with the answer key or marking guide beside it.
import type { AnswerValue, CorrectAnswer, ResultQuestion } from '@/shared/exam.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import { AnswerRecording } from '@/components/answer-recording.tsx';

const optionText = (q: ResultQuestion, id: string) => q.content.options?.find((o) => o.id === id)?.text ?? id;

export function answerText(q: ResultQuestion, a: AnswerValue): string {
  switch (a.type) {
    case 'singleChoice':
      return optionText(q, a.optionId);
    case 'multipleChoice':
      return a.optionIds.map((id) => optionText(q, id)).join('; ');
    case 'fillInTheBlank':
      return a.blanks.map((b, i) => `(${i + 1}) ${b}`).join('   ');
    case 'textAnswer':
    case 'essay':
      return a.text;
    case 'speaking':
      return `Mã bản ghi âm: ${a.recordingId}`;
  }
}

function keyText(q: ResultQuestion, k: CorrectAnswer): string | null {
  switch (k.type) {
    case 'singleChoice':
      return optionText(q, k.optionId);
    case 'multipleChoice':
      return k.optionIds.map((id) => optionText(q, id)).join('; ');
    case 'fillInTheBlank':
      return k.blanks.map((b, i) => `(${i + 1}) ${b.join(' / ')}`).join('   ');
    case 'textAnswer':
      return k.accepted.join(' / ');
    case 'essay':
    case 'speaking':
      return k.sample;
  }
}

export function AnswerView({ question }: { question: ResultQuestion }) {
  const manual = question.questionType === 'essay' || question.questionType === 'speaking';
  const key = question.correctAnswer ? keyText(question, question.correctAnswer) : null;
  return (
    <div className="space-y-2 text-sm">
      <div>
        <p className="font-medium text-slate-600">Bài làm của học sinh</p>
        {question.answer ? (
          <p className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-slate-900" data-testid="student-answer">
            {answerText(question, question.answer)}
          </p>
        ) : (
          <p className="mt-1 italic text-slate-500">{GRADING_MSG.noAnswer}</p>
        )}
        {question.answer?.type === 'speaking' && (
          <div className="mt-2">
            <AnswerRecording recordingId={question.answer.recordingId} audioLabel={GRADING_MSG.recordingLabel} notOnServer={GRADING_MSG.recordingNotUploaded} />
          </div>
        )}
      </div>
      {key && (
        <p className="text-slate-600">
          <span className="font-medium">{manual ? 'Gợi ý chấm: ' : 'Đáp án đúng: '}</span>
          <span className="whitespace-pre-wrap">{key}</span>
        </p>
      )}
    </div>
  );
}
