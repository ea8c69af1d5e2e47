// An exam's settings in its editor: title, description, category, subject and grade, duration (45, 90, 120 minutes
// or custom), when students see results, and shuffling of questions and options.
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { categoryOptionList } from '@/components/library/category-options.ts';
import { categoryOptionsQueryOptions, gradesQueryOptions, subjectsQueryOptions } from '@/components/library/api/get-selections.ts';
import { RESULT_RELEASE_LABELS } from '@/lib/exam-schedule.ts';
import { EXAM_DURATIONS_MIN } from '@/shared/constants.ts';
import { RESULT_RELEASES, type ResultRelease } from '@/shared/exam.ts';
import type { ExamSettings } from '../exam-draft.ts';

export interface ExamSettingsFieldsProps {
  value: ExamSettings;
  onChange: (next: ExamSettings) => void;
  errors: Partial<Record<'name' | 'description' | 'durationMinutes' | 'categoryId', string>>;
  schoolId?: number;
}

export function ExamSettingsFields({ value, onChange, errors, schoolId }: ExamSettingsFieldsProps) {
  const categories = useQuery(categoryOptionsQueryOptions('exam', schoolId));
  const subjects = useQuery(subjectsQueryOptions());
  const grades = useQuery(gradesQueryOptions());
  const set = (patch: Partial<ExamSettings>) => onChange({ ...value, ...patch });
  return (
    <section aria-label="Thông tin đề thi" className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
      <TextField label="Tên đề thi" required className="md:col-span-2" value={value.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
      <TextAreaField
        label="Mô tả"
        rows={2}
        className="md:col-span-2"
        value={value.description}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <SelectField
        label="Danh mục"
        placeholder="Chưa chọn"
        value={value.categoryId}
        error={errors.categoryId}
        options={categoryOptionList(categories.data)}
        onChange={(e) => set({ categoryId: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Môn học"
          placeholder="Chưa chọn"
          value={value.subjectId}
          options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(e) => set({ subjectId: e.target.value })}
        />
        <SelectField
          label="Khối lớp"
          placeholder="Chưa chọn"
          value={value.gradeId}
          options={(grades.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          onChange={(e) => set({ gradeId: e.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Thời gian làm bài"
          value={value.durationChoice}
          options={[...EXAM_DURATIONS_MIN.map((m) => ({ value: String(m), label: `${m} phút` })), { value: 'custom', label: 'Tuỳ chỉnh' }]}
          onChange={(e) => set({ durationChoice: e.target.value as ExamSettings['durationChoice'] })}
          error={value.durationChoice === 'custom' ? undefined : errors.durationMinutes}
        />
        {value.durationChoice === 'custom' && (
          <TextField
            label="Số phút"
            type="number"
            min={1}
            max={600}
            required
            value={value.customMinutes}
            error={errors.durationMinutes}
            onChange={(e) => set({ customMinutes: e.target.value })}
          />
        )}
      </div>
      <SelectField
        label="Học sinh xem điểm và đáp án"
        value={value.resultRelease}
        options={RESULT_RELEASES.map((r) => ({ value: r, label: RESULT_RELEASE_LABELS[r] }))}
        onChange={(e) => set({ resultRelease: e.target.value as ResultRelease })}
      />
      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 md:col-span-2">
        <legend className="sr-only">Trộn đề</legend>
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-5" checked={value.shuffleQuestions} onChange={(e) => set({ shuffleQuestions: e.target.checked })} />
          Trộn thứ tự câu hỏi
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-5" checked={value.shuffleOptions} onChange={(e) => set({ shuffleOptions: e.target.checked })} />
          Trộn thứ tự đáp án
        </label>
      </fieldset>
    </section>
  );
}
