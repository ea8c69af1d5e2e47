// One task of a submission on the marking page: an exam's questions with the student's answers (points to give on
// essay and speaking questions), a lecture's reading time, or the speaking recordings with their scores.
import type { UseFormRegister, FieldErrors } from 'react-hook-form';
import { formatDateTime } from '@/lib/format.ts';
import type { ExamResult } from '@/shared/exam.ts';
import { MSG } from '@/shared/messages.ts';
import type { MissionTask, TaskResult } from '@/shared/mission.ts';
import { answerText, isManual, numberedQuestions } from '../answer-text.ts';
import { TASK_LABELS, formatMark } from '../mission-format.ts';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export interface MarkValues {
  marks: Record<string, string>;
  scores: Record<string, string>;
  comment: string;
}

export const markKey = (taskId: number, questionId: number) => `t${taskId}q${questionId}`;

interface Props {
  task: MissionTask;
  result: TaskResult;
  exam: ExamResult | undefined;
  register: UseFormRegister<MarkValues>;
  errors: FieldErrors<MarkValues>;
}

const num = (max: number) => ({
  validate: (v: string) => {
    if (v === '') return true;
    const n = Number(v.replace(',', '.'));
    if (Number.isNaN(n) || n < 0) return MSG.examPointInvalid;
    return n <= max + 1e-9 || MSG.examPointTooHigh;
  },
});

export function MarkTask({ task, result, exam, register, errors }: Props) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={`${TASK_LABELS[task.taskType]}: ${task.title}`}>
      <h2 className="font-semibold text-slate-900">
        {TASK_LABELS[task.taskType]}: {task.title}
      </h2>
      {task.taskType === 'lecture' && <p className="text-sm text-slate-700">{result.readAt ? `Đã đọc lúc ${formatDateTime(result.readAt)}` : 'Chưa đọc'}</p>}
      {task.taskType === 'exam' && !exam && <p className="text-sm text-slate-600">Học sinh chưa nộp bài.</p>}
      {task.taskType === 'exam' && exam && (
        <ol className="space-y-3">
          {numberedQuestions(exam.fractions).map(({ label, q }) => {
            const key = markKey(task.id, q.id);
            const error = errors.marks?.[key]?.message;
            return (
              <li key={q.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                <div className="font-medium text-slate-800">
                  Câu {label}. <RichText inline text={q.content.text.replaceAll('{{}}', '____')} html={q.content.html} />
                </div>
                <p className="mt-1 whitespace-pre-wrap text-slate-900" data-testid="student-answer">
                  {answerText(q)}
                </p>
                {isManual(q) ? (
                  <label className="mt-2 flex items-center gap-2">
                    <span className="text-slate-700">Điểm (tối đa {q.allocatedPoint}):</span>
                    <input
                      inputMode="decimal"
                      aria-label={`Điểm câu ${label}`}
                      aria-invalid={error ? true : undefined}
                      className="h-9 w-20 rounded-lg border border-slate-300 px-2"
                      {...register(`marks.${key}`, num(q.allocatedPoint))}
                    />
                    {error && <span className="text-xs text-red-600">{error}</span>}
                  </label>
                ) : (
                  <p className="mt-1 text-slate-600">
                    Điểm: {q.pointEarned ?? 0}/{q.allocatedPoint}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {task.taskType === 'speaking' && (
        <div className="space-y-2 text-sm">
          {result.attempts.length === 0 && <p className="text-slate-600">Học sinh chưa ghi âm.</p>}
          <ul className="space-y-1">
            {result.attempts.map((a) => (
              <li key={a.id} className="rounded-lg bg-slate-50 px-3 py-2">
                {formatDateTime(a.createdAt)} · Điểm phát âm: {a.score}/100
                {a.words.length > 0 && <span className="block text-slate-600">{a.words.map((w) => `${w.word} (${w.score})`).join(' ')}</span>}
              </li>
            ))}
          </ul>
          <label className="flex items-center gap-2">
            <span className="text-slate-700">Điểm của giáo viên (0–10), hiện tại {formatMark(result.score)}:</span>
            <input
              inputMode="decimal"
              aria-label="Điểm luyện nói"
              className="h-9 w-20 rounded-lg border border-slate-300 px-2"
              {...register(`scores.t${task.id}`, num(10))}
            />
            {errors.scores?.[`t${task.id}`]?.message && <span className="text-xs text-red-600">{errors.scores[`t${task.id}`]!.message}</span>}
          </label>
        </div>
      )}
    </section>
  );
}
