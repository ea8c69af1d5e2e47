// Creating or editing a group in a dialog: its name, grade, subject and teachers (the school's teachers, ticked).
// The shared schema checks it on the device; the server's messages land under their fields and nothing typed is lost.
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField, type SelectOption } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { colleaguesQueryOptions, gradesQueryOptions, subjectsQueryOptions } from '@/components/library/api/get-selections.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { schoolGroupSchema, type GroupPerson, type SchoolGroupDetail, type SchoolGroupOutput } from '@/shared/schemas/school-group.ts';
import { useSaveGroup } from '../api/save-group.ts';
import { TeacherChecklist } from './teacher-checklist.tsx';

const FIELDS = ['name', 'gradeId', 'subjectId', 'teacherIds'] as const;

/** What the fields hold: the selects' strings ('' for none) and the ticked teachers' ids. */
interface FormValues {
  name: string;
  gradeId: string;
  subjectId: string;
  teacherIds: number[];
}

const toInput = (f: FormValues) => ({
  name: f.name,
  gradeId: f.gradeId === '' ? null : Number(f.gradeId),
  subjectId: f.subjectId === '' ? null : Number(f.subjectId),
  teacherIds: f.teacherIds,
});

const optionsOf = (list: { id: number; name: string }[] | undefined): SelectOption[] => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));

export interface GroupFormDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: number;
  /** null: a new group. */
  group: SchoolGroupDetail | null;
  /** The signed-in user, offered as a teacher beside their colleagues. */
  me: GroupPerson;
  onSaved: (group: SchoolGroupDetail) => void;
}

export function GroupFormDialog({ open, onClose, schoolId, group, me, onSaved }: GroupFormDialogProps) {
  const formId = useId();
  const save = useSaveGroup(schoolId, group?.id ?? null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={group ? 'Sửa nhóm' : 'Tạo nhóm'}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Huỷ
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {group ? 'Lưu' : 'Tạo nhóm'}
          </Button>
        </>
      }
    >
      <GroupForm formId={formId} schoolId={schoolId} group={group} me={me} onSave={async (input) => onSaved(await save.mutateAsync(input))} />
    </Dialog>
  );
}

function GroupForm({
  formId,
  schoolId,
  group,
  me,
  onSave,
}: {
  formId: string;
  schoolId: number;
  group: SchoolGroupDetail | null;
  me: GroupPerson;
  onSave: (input: SchoolGroupOutput) => Promise<void>;
}) {
  const grades = useQuery(gradesQueryOptions());
  const subjects = useQuery(subjectsQueryOptions());
  const colleagues = useQuery(colleaguesQueryOptions(schoolId));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: mappedResolver<FormValues>(schoolGroupSchema, toInput),
    defaultValues: {
      name: group?.name ?? '',
      gradeId: group?.grade ? String(group.grade.id) : '',
      subjectId: group?.subject ? String(group.subject.id) : '',
      teacherIds: group?.teachers.map((x) => x.id) ?? [],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toInput(values) as SchoolGroupOutput);
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  const queries = [grades, subjects, colleagues];
  if (queries.some((q) => q.isError)) {
    return <ErrorAlert onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}>{TEXT.loadFailed}</ErrorAlert>;
  }
  if (!grades.data || !subjects.data || !colleagues.data) return <Spinner />;

  // The group's current teachers stay listed even when they are no longer the caller's active colleagues.
  const people = new Map<number, { id: number; first_name: string; last_name: string }>();
  for (const p of [me, ...(group?.teachers ?? []), ...colleagues.data]) people.set(p.id, p);
  const teachers = [...people.values()].sort((a, b) => a.first_name.localeCompare(b.first_name, 'vi') || a.last_name.localeCompare(b.last_name, 'vi'));

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Tên nhóm" required autoComplete="off" placeholder="Ví dụ: Lớp 6A" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Khối lớp" placeholder="Chưa chọn" options={optionsOf(grades.data)} error={errors.gradeId?.message} {...register('gradeId')} />
        <SelectField label="Môn học" placeholder="Chưa chọn" options={optionsOf(subjects.data)} error={errors.subjectId?.message} {...register('subjectId')} />
      </div>
      <Controller
        control={control}
        name="teacherIds"
        render={({ field }) => (
          <TeacherChecklist
            teachers={teachers}
            meId={me.id}
            value={field.value}
            onChange={field.onChange}
            error={errors.teacherIds?.message}
            hint={group ? undefined : 'Giáo viên tạo nhóm luôn là một giáo viên của nhóm.'}
          />
        )}
      />
    </form>
  );
}
