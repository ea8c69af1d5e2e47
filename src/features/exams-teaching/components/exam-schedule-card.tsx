// The exam's window in this group (opens, closes), how many attempts, and when its students see their results, on the
// teacher's exam page: teachers of the group set the window and the attempts, the exam's author the results policy;
// with "when the teacher releases them", one button (confirmed) releases them and notifies the students who submitted.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DateTimeField } from '@/components/ui/date-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { formatClock } from '@/lib/format.ts';
import { ATTEMPT_LIMIT_LABEL, ATTEMPT_LIMIT_OPTIONS, RESULT_RELEASE_LABELS, windowText } from '@/lib/exam-schedule.ts';
import { RESULT_RELEASES, type TeachingExam } from '@/shared/exam.ts';
import { useReleaseResults, useSaveSchedule } from '../api/exam-schedule.ts';
import { scheduleFormSchema, scheduleFormValues, toScheduleBody, type ScheduleFormValues } from '../schedule-form.ts';
import { GRADING_MSG } from '../grading-messages.ts';

export interface ExamScheduleCardProps {
  schoolId: number;
  groupId: number;
  exam: TeachingExam;
}

function ReleaseState({ exam, onRelease }: { exam: TeachingExam; onRelease: () => void }) {
  if (exam.resultsVisible)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Badge tone="success">Học sinh đã xem được điểm</Badge>
        {exam.resultsReleasedAt && `Công bố lúc ${formatClock(exam.resultsReleasedAt)}`}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <Badge tone="warning">Chưa công bố</Badge>
      {exam.resultRelease === 'on_release'
        ? exam.canSchedule && <Button onClick={onRelease}>{GRADING_MSG.release}</Button>
        : exam.closesAt && `Tự công bố lúc ${formatClock(exam.closesAt)}`}
    </div>
  );
}

export function ExamScheduleCard({ schoolId, groupId, exam }: ExamScheduleCardProps) {
  const canEdit = exam.canSchedule;
  const save = useSaveSchedule(schoolId, groupId, exam.id);
  const release = useReleaseResults(schoolId, groupId, exam.id);
  const [confirming, setConfirming] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ScheduleFormValues>({ resolver: valibotResolver(scheduleFormSchema), defaultValues: scheduleFormValues(exam), mode: 'onTouched' });
  // A saved answer (or another teacher's change read later) becomes the form's new starting point.
  useEffect(() => reset(scheduleFormValues(exam)), [exam, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toScheduleBody(values));
      toast.success(GRADING_MSG.scheduleSaved);
    } catch (e) {
      reportFormError(e, setError, ['opensAt', 'closesAt', 'resultRelease', 'maxAttempts']);
    }
  });
  const onRelease = async () => {
    try {
      await release.mutateAsync(undefined);
      toast.success(GRADING_MSG.released);
      setConfirming(false);
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <section aria-labelledby="exam-schedule" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="exam-schedule" className="text-base font-semibold text-slate-900">
          Thời gian làm bài và công bố kết quả
        </h2>
        <p className="text-sm text-slate-600">{windowText(exam) ?? 'Không giới hạn thời điểm làm bài'}</p>
      </div>
      {!canEdit ? (
        <p className="text-sm text-slate-700">
          Học sinh xem điểm và đáp án: {RESULT_RELEASE_LABELS[exam.resultRelease].toLowerCase()} · {ATTEMPT_LIMIT_LABEL}: {exam.maxAttempts}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2 md:items-end xl:grid-cols-[auto_auto_1fr_auto_auto]">
          <Controller
            control={control}
            name="opensAt"
            render={({ field }) => (
              <DateTimeField label="Mở từ" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.opensAt?.message} />
            )}
          />
          <Controller
            control={control}
            name="closesAt"
            render={({ field }) => (
              <DateTimeField label="Đóng lúc" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.closesAt?.message} />
            )}
          />
          <SelectField
            label="Học sinh xem điểm và đáp án"
            options={RESULT_RELEASES.map((r) => ({ value: r, label: RESULT_RELEASE_LABELS[r] }))}
            disabled={!exam.isAuthor}
            title={exam.isAuthor ? undefined : GRADING_MSG.releaseByAuthor}
            error={errors.resultRelease?.message}
            {...register('resultRelease')}
          />
          <SelectField label={ATTEMPT_LIMIT_LABEL} options={ATTEMPT_LIMIT_OPTIONS} error={errors.maxAttempts?.message} {...register('maxAttempts')} />
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Lưu
          </Button>
        </form>
      )}
      {canEdit && !exam.isAuthor && <p className="text-xs text-slate-500">{GRADING_MSG.releaseByAuthor}</p>}
      <ReleaseState exam={exam} onRelease={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onRelease()}
        loading={release.isPending}
        title={GRADING_MSG.release}
        message={GRADING_MSG.releaseConfirm}
        confirmLabel="Công bố"
      />
    </section>
  );
}
