// The grading form of one attempt: every question in order, points and comment for essay and speaking answers, and
// 'Lưu điểm', which commits the grades to the device's outbox first, so they survive going offline or a reload.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import type { ExamResult, MarksBody } from '@/shared/exam.ts';
import { saveMarks } from '../api/save-marks.ts';
import { defaultMarks, flatQuestions, marksResolver, type GradeFormValues } from '../grade-form.ts';
import { fullName } from '../attempt-status.ts';
import { QuestionList } from './question-list.tsx';
import { SaveNotice } from './save-notice.tsx';
import type { GradeDelivery } from '../use-grade-delivery.ts';

export interface GradeFormViewProps {
  result: ExamResult;
  schoolId: number;
  userId: number;
  delivery: GradeDelivery;
}

export function GradeFormView({ result, schoolId, userId, delivery }: GradeFormViewProps) {
  const questions = flatQuestions(result);
  const [storageError, setStorageError] = useState<string | null>(null);
  const [manualOnly, setManualOnly] = useState(false);
  const form = useForm<GradeFormValues, unknown, MarksBody>({
    defaultValues: defaultMarks(result),
    resolver: marksResolver(questions),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (body: MarksBody) => {
    setStorageError(null);
    try {
      const id = await saveMarks({ userId, schoolId, userExamId: result.id, studentName: fullName(result.student), body });
      delivery.track(id);
    } catch (e) {
      // Storage full or IndexedDB unavailable: the grades are not saved, and the teacher must know it.
      setStorageError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={manualOnly} onChange={(e) => setManualOnly(e.target.checked)} className="size-4 rounded border-slate-300" />
        Chỉ hiện câu tự luận và câu nói (câu giáo viên chấm)
      </label>
      <QuestionList result={result} register={form.register} errors={errors} manualOnly={manualOnly} />
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
        <Button type="submit" loading={isSubmitting}>
          Lưu điểm
        </Button>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-600">
            {errors.root.message}
          </p>
        )}
        {storageError && (
          <p role="alert" className="text-sm text-red-600">
            {storageError}
          </p>
        )}
        <SaveNotice delivery={delivery} />
      </div>
    </form>
  );
}
