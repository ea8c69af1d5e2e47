// The grading form of one attempt: every question in order, points and comment for essay and speaking answers, and
// 'Lưu điểm', which commits the grades to the device's outbox first, so they survive going offline or a reload.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import type { ExamResult, MarksBody } from '@/shared/exam.ts';
import { saveMarks } from '../api/save-marks.ts';
import { defaultMarks, flatQuestions, marksResolver, type GradeFormValues } from '../grade-form.ts';
import { fullName } from '../attempt-status.ts';
import { QuestionCard } from './question-card.tsx';
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
      {questions.map((q, i) => (
        <QuestionCard key={q.id} question={q} number={i + 1} register={form.register} errors={errors} />
      ))}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
        <Button type="submit" loading={isSubmitting}>Lưu điểm</Button>
        {errors.root?.message && <p role="alert" className="text-sm text-red-600">{errors.root.message}</p>}
        {storageError && <p role="alert" className="text-sm text-red-600">{storageError}</p>}
        <SaveNotice delivery={delivery} />
      </div>
    </form>
  );
}
