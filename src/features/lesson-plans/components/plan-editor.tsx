// The lesson plan editor (spec §2 plan add and edit): the heading block, I. Mục tiêu, II. Thiết bị dạy học và học
// liệu and III. Tiến trình dạy học with its activities (added, removed and reordered by buttons, each linking library
// items). Checked by the server's own schema; a refusal keeps everything typed, its messages under the fields; leaving
// with unsaved changes asks first. What is typed is kept as a draft on the device (use-plan-draft.ts) until the server
// saved the plan: a reload, a crash or a save without network loses nothing.
//
// Saving without network keeps the draft and says the plan is not saved, rather than queueing the save in the outbox
// (as lecture decks are): a new plan gets its id, and the page it opens, from the server; a refusal (a missing field,
// a link the author may not read) must land under the field she typed, which a delivery in the background cannot do;
// and a queued edit would silently overwrite what a reviewer or another device saved meanwhile.
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { formatClock } from '@/lib/format.ts';
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
import { planDraftKey } from '../plan-draft.ts';
import { ActivityEditor } from './activity-editor.tsx';
import { LinkPickerDialog } from './link-picker-dialog.tsx';
import { fieldOfKey, fromForm, planSchema, toForm, type PlanFormValues } from './plan-form.ts';
import { usePlanDraft, type DraftDisk } from './use-plan-draft.ts';
import { StorageFullError } from '@/offline/db.ts';

const MAX_ACTIVITIES = 12;
const options = (list: Named[] | undefined) => (list ?? []).map((x) => ({ value: x.id, label: x.name }));

export interface PlanEditorProps {
  library: LibraryRef;
  /** null: a new plan. */
  plan: LessonPlan | null;
  grants: Grants;
  /** The signed-in user: drafts on a shared device are each user's own. */
  userId: number;
  onSaved: (plan: LessonPlan) => void;
  onCancel: () => void;
}

export function PlanEditor({ library, plan, grants, userId, onSaved, onCancel }: PlanEditorProps) {
  const schoolId = librarySchool(library);
  const save = useSaveLibraryItem<LessonPlan>('schedule', library);
  const categories = useQuery(categoryOptionsQueryOptions('schedule', schoolId));
  const subjects = useQuery(subjectsQueryOptions());
  const grades = useQuery(gradesQueryOptions());
  const series = useQuery(textbookSeriesQueryOptions());
  const [defaults] = useState(() => toForm(plan));
  const form = useForm<PlanFormValues>({
    resolver: mappedResolver(planSchema, (f: PlanFormValues) => fromForm(f, plan)),
    defaultValues: defaults,
  });
  const draft = usePlanDraft(form, planDraftKey(userId, library, plan?.id ?? null), defaults, plan?.updatedAt ?? null);
  const [notSaved, setNotSaved] = useState(false);
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
  // A reload needs no warning once the draft is on the device; leaving inside the app still asks, as it drops the draft.
  const onDisk = useRef(false);
  onDisk.current = draft.disk === 'saved' || draft.disk === 'clean';
  const blocker = useBlocker({
    shouldBlockFn: () => !saved.current,
    enableBeforeUnload: () => !saved.current && !onDisk.current,
    disabled: !isDirty,
    withResolver: true,
  });

  // A moved activity's button keeps the focus in its new place, so the keyboard can move it again.
  useEffect(() => {
    if (!focusMove) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${focusMove}"]`);
    (button && !button.disabled ? button : document.querySelector<HTMLButtonElement>(`[data-move^="${focusMove.split('-')[0]}-"]:not(:disabled)`))?.focus();
    setFocusMove(null);
  }, [focusMove, activities.fields]);

  const submit = handleSubmit(async (values) => {
    setNotSaved(false);
    // On the device first: whatever the network does next, nothing typed is lost.
    await draft.flush();
    try {
      const result = await save.mutateAsync({ id: plan?.id, values: fromForm(values, plan) as never });
      saved.current = true;
      await draft.clear();
      toast.success(plan ? MSG.updated : MSG.created);
      onSaved(result);
    } catch (e) {
      if (isApiError(e) && e.isNetworkError) setNotSaved(true);
      else reportFormError(e, setError, (key) => fieldOfKey(key) as never);
    }
  });

  const activitiesError = errors.activities?.root?.message ?? errors.activities?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <h1 className="text-2xl font-semibold text-slate-900">{plan ? `Sửa giáo án “${plan.name}”` : 'Soạn giáo án mới'}</h1>
        {draft.restored && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p>
              Đã khôi phục bản nháp lưu trên thiết bị này lúc {formatClock(new Date(draft.restored.savedAt))}.
              {plan && draft.restored.baseUpdatedAt !== plan.updatedAt && ' Giáo án đã được sửa ở nơi khác sau đó: lưu bản nháp sẽ thay những thay đổi ấy.'}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void draft.discard()}>
              Bỏ bản nháp
            </Button>
          </div>
        )}
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

        {notSaved && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            Giáo án CHƯA được lưu lên máy chủ vì thiết bị đang mất mạng.{' '}
            {draft.disk === 'failed'
              ? 'Bản nháp cũng không lưu được trên thiết bị: đừng đóng trang này cho tới khi lưu được.'
              : 'Bản nháp vẫn được giữ trên thiết bị này; hãy bấm “Lưu” khi có mạng trở lại.'}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <DraftStatus disk={draft.disk} savedAt={draft.savedAt} error={draft.error} />
          <FormActions onCancel={onCancel} saving={save.isPending} />
        </div>
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
        onConfirm={() => void draft.clear().then(() => blocker.proceed?.())}
        title="Rời trang?"
        message="Giáo án có thay đổi chưa lưu. Rời trang sẽ mất những thay đổi này (cả bản nháp trên thiết bị)."
        confirmLabel="Rời trang"
        cancelLabel="Ở lại"
        danger
      />
    </FormProvider>
  );
}

/** Where the typed plan stands on this device (not announced at every pause in typing: it is read when wanted). */
function DraftStatus({ disk, savedAt, error }: { disk: DraftDisk; savedAt: number | null; error: unknown }) {
  if (disk === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {error instanceof StorageFullError ? error.message : 'Không lưu được bản nháp trên thiết bị này.'}
      </p>
    );
  if (disk === 'saved' && savedAt !== null)
    return <p className="text-sm text-slate-600">Đã lưu nháp trên thiết bị lúc {formatClock(new Date(savedAt))} — chưa gửi lên máy chủ</p>;
  if (disk === 'writing') return <p className="text-sm text-slate-600">Đang lưu nháp…</p>;
  return null;
}
