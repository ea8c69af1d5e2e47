// Writing a STEM topic: its name, subject and grade, the driving question, the materials, the steps in order, the
// lectures and experiments it uses, and the rubric. Checked as typed with the server's own schema; a refused save
// keeps everything typed and shows the server's message under the field it names.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { gradesQueryOptions, subjectsQueryOptions } from '@/components/library/api/get-selections.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import type { Grants } from '@/shared/permissions.ts';
import { stemTopicInput, type StemTopicValues } from '@/shared/schemas/stem.ts';
import { STEM_LIMITS as L, type StemTopic } from '@/shared/stem.ts';
import { bodyOf, emptyForm, fieldOf, formOf, type LinkChoice, type StemFormValues } from '../stem-form.ts';
import { LineListEditor } from './line-list-editor.tsx';
import { LINK_LABELS, LinkPickerDialog, type LinkKind } from './link-picker-dialog.tsx';
import { RubricEditor } from './rubric-editor.tsx';

export interface StemTopicDialogProps {
  open: boolean;
  /** The topic being edited, whole; null: a new one. */
  editing: StemTopic | null;
  schoolId: number;
  grants: Grants;
  onClose: () => void;
  onSave: (body: StemTopicValues) => Promise<void>;
}

const FORM_ID = 'stem-topic-form';

function LinkField({ form, kind, onAdd }: { form: UseFormReturn<StemFormValues>; kind: LinkKind; onAdd: () => void }) {
  const name = kind === 'lecture' ? 'lectures' : 'experiments';
  const chosen = form.watch(name);
  const error = form.formState.errors[name]?.root?.message;
  const remove = (id: number) =>
    form.setValue(
      name,
      form.getValues(name).filter((c) => c.id !== id),
      { shouldDirty: true },
    );
  const label = kind === 'lecture' ? 'Bài giảng' : 'Thí nghiệm ảo';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-500">Chưa chọn {LINK_LABELS[kind]} nào.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((c) => (
            <li key={c.id} className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm">
              {c.name}
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => remove(c.id)}>
                Bỏ<span className="sr-only"> {c.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" disabled={chosen.length >= L.links} onClick={onAdd}>
        Thêm {LINK_LABELS[kind]}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function StemTopicDialog({ open, editing, schoolId, grants, onClose, onSave }: StemTopicDialogProps) {
  const form = useForm<StemFormValues>({
    resolver: mappedResolver<StemFormValues>(stemTopicInput, bodyOf, fieldOf),
    defaultValues: emptyForm(),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const subjects = useQuery({ ...subjectsQueryOptions(), enabled: open });
  const grades = useQuery({ ...gradesQueryOptions(), enabled: open });
  const [picking, setPicking] = useState<LinkKind | null>(null);
  useEffect(() => {
    if (open) reset(editing ? formOf(editing) : emptyForm());
  }, [open, editing, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(bodyOf(values));
    } catch (e) {
      reportFormError(e, setError, (key) => fieldOf(key) as never);
    }
  });
  const pickName = picking === 'experiment' ? 'experiments' : 'lectures';
  const onPick = (item: LinkChoice) => form.setValue(pickName, [...form.getValues(pickName), item], { shouldDirty: true });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Sửa chủ đề STEM' : 'Thêm chủ đề STEM'}
      width={860}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Huỷ
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Lưu
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <TextField label="Tên chủ đề" required maxLength={L.title} error={errors.title?.message} {...register('title')} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label="Môn học"
            placeholder="Không chọn"
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            error={errors.subjectId?.message}
            {...register('subjectId')}
          />
          <SelectField
            label="Khối lớp"
            placeholder="Không chọn"
            options={(grades.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            error={errors.gradeId?.message}
            {...register('gradeId')}
          />
        </div>
        <TextAreaField
          label="Câu hỏi định hướng"
          required
          rows={3}
          maxLength={L.question}
          error={errors.drivingQuestion?.message}
          {...register('drivingQuestion')}
        />
        <LineListEditor
          form={form}
          name="materials"
          legend="Vật liệu, dụng cụ"
          itemLabel={(n) => `Vật liệu ${n}`}
          addLabel="Thêm vật liệu"
          max={L.materials}
          maxLength={L.item}
        />
        <LineListEditor
          form={form}
          name="steps"
          legend="Các bước thực hiện"
          itemLabel={(n) => `Bước ${n}`}
          addLabel="Thêm bước"
          max={L.steps}
          maxLength={L.step}
          multiline
        />
        <LinkField form={form} kind="lecture" onAdd={() => setPicking('lecture')} />
        <LinkField form={form} kind="experiment" onAdd={() => setPicking('experiment')} />
        <RubricEditor form={form} />
      </form>
      <LinkPickerDialog kind={picking} schoolId={schoolId} grants={grants} chosen={form.watch(pickName)} onPick={onPick} onClose={() => setPicking(null)} />
    </Dialog>
  );
}
