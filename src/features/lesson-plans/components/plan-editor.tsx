// The lesson plan editor (spec §2 plan add and edit): the heading block, I. Mục tiêu, II. Thiết bị dạy học và học
// liệu and III. Tiến trình dạy học with its activities (added, removed and reordered by buttons, each linking library
// items). Checked by the server's own schema; a refusal keeps everything typed, its messages under the fields; leaving
// with unsaved changes asks first.
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { useSaveLibraryItem } from '@/components/library/api/save-library-item.ts';
import { categoryOptionsQueryOptions, gradesQueryOptions, subjectsQueryOptions, textbookSeriesQueryOptions } from '@/components/library/api/get-selections.ts';
import { categoryOptionList } from '@/components/library/category-options.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { Named } from '@/shared/library.ts';
import { emptyActivity, type LessonPlan } from '@/shared/lesson-plan.ts';
import { ActivityEditor } from './activity-editor.tsx';
import { LinkPickerDialog } from './link-picker-dialog.tsx';
import { fieldOfKey, fromForm, planSchema, toForm, type PlanFormValues } from './plan-form.ts';

const MAX_ACTIVITIES = 12;
const options = (list: Named[] | undefined) => (list ?? []).map((x) => ({ value: x.id, label: x.name }));

export interface PlanEditorProps {
  library: LibraryRef;
  /** null: a new plan. */
  plan: LessonPlan | null;
  grants: Grants;
  onSaved: (plan: LessonPlan) => void;
  onCancel: () => void;
}

export function PlanEditor({ library, plan, grants, onSaved, onCancel }: PlanEditorProps) {
  const schoolId = librarySchool(library);
  const save = useSaveLibraryItem<LessonPlan>('schedule', library);
  const categories = useQuery(categoryOptionsQueryOptions('schedule', schoolId));
  const subjects = useQuery(subjectsQueryOptions());
  const grades = useQuery(gradesQueryOptions());
  const series = useQuery(textbookSeriesQueryOptions());
  const form = useForm<PlanFormValues>({
    resolver: mappedResolver(planSchema, (f: PlanFormValues) => fromForm(f, plan)),
    defaultValues: toForm(plan),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const activities = useFieldArray({ control, name: 'activities' });
  const [picking, setPicking] = useState<number | null>(null);
  const [focusMove, setFocusMove] = useState<string | null>(null);
  // Set once saved: the navigation that follows is no leaving.
  const saved = useRef(false);
  const blocker = useBlocker({ shouldBlockFn: () => !saved.current, enableBeforeUnload: () => !saved.current, disabled: !isDirty, withResolver: true });

  // A moved activity's button keeps the focus in its new place, so the keyboard can move it again.
  useEffect(() => {
    if (!focusMove) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${focusMove}"]`);
    (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-move^="${focusMove.split('-')[0]}-"]:not(:disabled)`))?.focus();
    setFocusMove(null);
  }, [focusMove, activities.fields]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: plan?.id, values: fromForm(values, plan) as never });
      saved.current = true;
      toast.success(plan ? MSG.updated : MSG.created);
      onSaved(result);
    } catch (e) {
      reportFormError(e, setError, (key) => fieldOfKey(key) as never);
    }
  });

  const activitiesError = errors.activities?.root?.message ?? errors.activities?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <h1 className="text-2xl font-semibold text-slate-900">{plan ? `Sửa giáo án “${plan.name}”` : 'Soạn giáo án mới'}</h1>
        <section aria-labelledby="plan-info" className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <h2 id="plan-info" className="text-lg font-semibold text-slate-900 sm:col-span-2">
            Thông tin chung
          </h2>
          <TextField label="Tên giáo án" required className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
          <TextField label="Tên bài dạy" required error={errors.lessonName?.message} {...register('lessonName')} />
          <TextField label="Số tiết" required inputMode="numeric" error={errors.periods?.message} {...register('periods')} />
          <SelectField label="Môn học" placeholder="Chưa chọn" options={options(subjects.data)} error={errors.subjectId?.message} {...register('subjectId')} />
          <SelectField label="Khối lớp" placeholder="Chưa chọn" options={options(grades.data)} error={errors.gradeId?.message} {...register('gradeId')} />
          <SelectField
            label="Bộ sách"
            placeholder="Chưa chọn"
            options={options(series.data)}
            error={errors.textbookSeriesId?.message}
            {...register('textbookSeriesId')}
          />
          <SelectField
            label="Danh mục"
            placeholder="Chưa chọn"
            options={categoryOptionList(categories.data)}
            error={errors.categoryId?.message}
            {...register('categoryId')}
          />
          <TextAreaField label="Ghi chú" rows={2} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        </section>

        <section aria-labelledby="plan-goals" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="plan-goals" className="text-lg font-semibold text-slate-900">
            I. Mục tiêu
          </h2>
          <TextAreaField label="1. Kiến thức" rows={3} error={errors.knowledge?.message} {...register('knowledge')} />
          <TextAreaField label="2. Năng lực" rows={3} error={errors.competences?.message} {...register('competences')} />
          <TextAreaField label="3. Phẩm chất" rows={3} error={errors.qualities?.message} {...register('qualities')} />
        </section>

        <section aria-labelledby="plan-equipment" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="plan-equipment" className="text-lg font-semibold text-slate-900">
            II. Thiết bị dạy học và học liệu
          </h2>
          <TextAreaField label="Thiết bị dạy học và học liệu" rows={3} error={errors.equipment?.message} {...register('equipment')} />
        </section>

        <section aria-labelledby="plan-activities" className="space-y-3">
          <h2 id="plan-activities" className="text-lg font-semibold text-slate-900">
            III. Tiến trình dạy học
          </h2>
          {activitiesError && (
            <p role="alert" className="text-sm text-red-700">
              {activitiesError}
            </p>
          )}
          {activities.fields.map((field, index) => (
            <ActivityEditor
              key={field.id}
              index={index}
              count={activities.fields.length}
              onMove={(to) => {
                activities.move(index, to);
                setFocusMove(`${to}-${to < index ? 'up' : 'down'}`);
              }}
              onRemove={() => activities.remove(index)}
              onAddLink={() => setPicking(index)}
            />
          ))}
          <Button variant="secondary" disabled={activities.fields.length >= MAX_ACTIVITIES} onClick={() => activities.append(emptyActivity())}>
            Thêm hoạt động
          </Button>
        </section>

        <FormActions onCancel={onCancel} saving={save.isPending} />
      </form>
      <LinkPickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        grants={grants}
        schoolId={schoolId ?? null}
        chosen={picking === null ? [] : (getValues(`activities.${picking}.links`) ?? [])}
        onPick={(link) => {
          if (picking === null) return;
          setValue(`activities.${picking}.links`, [...(getValues(`activities.${picking}.links`) ?? []), link], { shouldDirty: true });
          setPicking(null);
        }}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        title="Rời trang?"
        message="Giáo án có thay đổi chưa lưu. Rời trang sẽ mất những thay đổi này."
        confirmLabel="Rời trang"
        cancelLabel="Ở lại"
        danger
      />
    </FormProvider>
  );
}
