// /{schoolId}/school-group/mission/sub-mission/{submissionId}/mark: the student's work task by task, points on essay
// and speaking answers, and a comment (typed or from a template). Saved through the outbox: offline grading waits on
// the device and is delivered with its Idempotency-Key when the network returns.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { commentTemplatesQueryOptions } from '@/lib/queries/comment-templates.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { GradingInput } from '@/shared/schemas/mission.ts';
import type { SubmissionDetail } from '@/shared/mission.ts';
import { submissionQueryOptions } from '../api/get-submission.ts';
import { missionsKey } from '../api/mission-keys.ts';
import { queueGrading } from '../api/queue-mission-write.ts';
import { flatQuestions, isManual } from '../answer-text.ts';
import { formatMark, fullName } from '../mission-format.ts';
import { MarkTask, markKey, type MarkValues } from './mark-task.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

function defaults(s: SubmissionDetail): MarkValues {
  const marks: Record<string, string> = {};
  for (const [taskId, exam] of Object.entries(s.exams)) {
    for (const q of flatQuestions(exam.fractions)) {
      if (isManual(q)) marks[markKey(Number(taskId), q.id)] = q.isMarked && q.pointEarned !== null ? String(q.pointEarned) : '';
    }
  }
  return { marks, scores: {}, comment: '' };
}

function toBody(s: SubmissionDetail, v: MarkValues): GradingInput {
  const num = (x: string | undefined) => (x === undefined || x.trim() === '' ? undefined : Number(x.replace(',', '.')));
  type TaskGrade = NonNullable<GradingInput['tasks']>[number];
  const tasks = s.mission.tasks.flatMap((task): TaskGrade[] => {
    if (task.taskType === 'exam' && s.exams[task.id]) {
      const marks = flatQuestions(s.exams[task.id]!.fractions)
        .filter(isManual)
        .flatMap((q) => {
          const p = num(v.marks[markKey(task.id, q.id)]);
          return p === undefined ? [] : [{ questionId: q.id, pointEarned: p }];
        });
      return marks.length ? [{ taskId: task.id, marks }] : [];
    }
    const score = task.taskType === 'speaking' ? num(v.scores[`t${task.id}`]) : undefined;
    return score === undefined ? [] : [{ taskId: task.id, score }];
  });
  return { tasks, comment: v.comment.trim() || null };
}

export function MarkPage({ schoolId, submissionId, userId }: { schoolId: number; submissionId: number; userId: number }) {
  // useQuery: the form is keyed by the data's time, and a failed refetch must not replace what the teacher is typing.
  const detail = useQuery(submissionQueryOptions(schoolId, submissionId));
  if (!detail.data) return detail.isError ? <ErrorAlert onRetry={() => void detail.refetch()}>{TEXT.loadFailed}</ErrorAlert> : <PageSpinner />;
  return <MarkForm key={detail.dataUpdatedAt} schoolId={schoolId} userId={userId} submission={detail.data} />;
}

function MarkForm({ schoolId, userId, submission: s }: { schoolId: number; userId: number; submission: SubmissionDetail }) {
  const qc = useQueryClient();
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const templates = useQuery(commentTemplatesQueryOptions(schoolId, 1, 100));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MarkValues>({ defaultValues: defaults(s) });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await queueGrading({ userId, schoolId, submissionId: s.id, studentName: fullName(s.student), body: toBody(s, values) });
      toast.success(navigator.onLine ? MSG.missionGraded : MSG.missionGradeQueued);
      setValue('comment', '');
      // The outbox delivers in the background; the lists catch up once it has.
      setTimeout(() => void qc.invalidateQueries({ queryKey: missionsKey(schoolId) }), 1500);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : MSG.generic);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-4xl space-y-4">
      <header className="space-y-1">
        <h1 className="text-xl font-semibold text-slate-900">Chấm bài: {s.mission.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            Học sinh: <strong>{fullName(s.student)}</strong> · {s.mission.group.name}
          </span>
          <StatusBadge status={s.status} />
          <span>Điểm: {formatMark(s.score)}</span>
          {s.late && <span className="rounded-full bg-red-50 px-2 text-xs text-red-700">Nộp muộn</span>}
        </p>
        {s.comment && <p className="text-sm text-slate-600">Nhận xét hiện tại: {s.comment.content}</p>}
      </header>
      {s.mission.tasks.map((task) => (
        <MarkTask key={task.id} task={task} result={s.tasks.find((r) => r.taskId === task.id)!} exam={s.exams[task.id]} register={register} errors={errors} />
      ))}
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <label htmlFor="template" className="block text-sm font-medium text-slate-700">
          Chọn mẫu nhận xét
        </label>
        <select
          id="template"
          className="h-10 w-full rounded-lg border border-slate-300 px-3 text-sm"
          defaultValue=""
          onChange={(e) => {
            const t = templates.data?.data.find((x) => String(x.id) === e.target.value);
            if (t) setValue('comment', t.content, { shouldDirty: true });
          }}
        >
          <option value="">— Không dùng mẫu —</option>
          {(templates.data?.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
        <label htmlFor="comment" className="block text-sm font-medium text-slate-700">
          Nhận xét
        </label>
        <textarea
          id="comment"
          rows={3}
          maxLength={2000}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          {...register('comment', { maxLength: { value: 2000, message: MSG.commentTooLong } })}
        />
        {errors.comment && <p className="text-xs text-red-600">{errors.comment.message}</p>}
      </section>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Lưu điểm và nhận xét
        </Button>
      </div>
    </form>
  );
}
