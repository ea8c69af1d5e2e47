// Adding or editing one catalogue entry: its name, a grade's school year, a topic's subject. The shared schema checks
// it here and on the server; a refusal (a name already there) shows under its field and nothing typed is lost.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { subjectsQueryOptions } from '@/components/library/api/get-selections.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { CATALOGUES, GRADE_LEVEL_MAX, GRADE_LEVEL_MIN, type CatalogueItem, type CatalogueKind } from '@/shared/catalogues.ts';
import { CATALOGUE_SCHEMAS, type CatalogueInput } from '@/shared/schemas/catalogue.ts';
import { useSaveCatalogueItem } from '../api/save-catalogue-item.ts';

interface FormValues {
  name: string;
  level: string;
  subjectId: string;
}

const FIELDS = ['name', 'level', 'subjectId'] as const;

const toForm = (item: CatalogueItem | null): FormValues => ({
  name: item?.name ?? '',
  level: item?.level === undefined ? '' : String(item.level),
  subjectId: item?.subjectId ? String(item.subjectId) : '',
});

function toInput(kind: CatalogueKind, f: FormValues): CatalogueInput {
  if (kind === 'grades') return { name: f.name, level: f.level.trim() === '' ? undefined : Number(f.level) };
  if (kind === 'topics') return { name: f.name, subjectId: f.subjectId ? Number(f.subjectId) : null };
  return { name: f.name };
}

export function CatalogueDialog({ kind, open, item, onClose }: { kind: CatalogueKind; open: boolean; item: CatalogueItem | null; onClose: () => void }) {
  const def = CATALOGUES[kind];
  const formId = useId();
  const save = useSaveCatalogueItem(kind);
  const subjects = useQuery({ ...subjectsQueryOptions(), enabled: open && kind === 'topics' });
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<FormValues>({
    resolver: mappedResolver(CATALOGUE_SCHEMAS[kind], (f: FormValues) => toInput(kind, f)),
    defaultValues: toForm(item),
  });
  const { errors } = formState;

  useEffect(() => {
    if (open) reset(toForm(item));
  }, [open, item, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, input: toInput(kind, values) });
      toast.success(`${item ? MSG.updated : MSG.created}: ${saved.name}`);
      onClose();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${item ? 'Sửa' : 'Thêm'} ${def.noun}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        <TextField label={`Tên ${def.noun}`} required autoComplete="off" error={errors.name?.message} {...register('name')} />
        {kind === 'grades' && (
          <TextField
            label="Bậc lớp"
            required
            type="number"
            inputMode="numeric"
            min={GRADE_LEVEL_MIN}
            max={GRADE_LEVEL_MAX}
            hint="Năm học mà khối lớp ứng với, từ lớp 1 đến lớp 12"
            error={errors.level?.message}
            {...register('level')}
          />
        )}
        {kind === 'topics' && (
          <SelectField
            label="Môn học"
            placeholder="Không thuộc môn nào"
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            error={errors.subjectId?.message}
            {...register('subjectId')}
            // Controlled: the subjects may arrive after the form was filled, and the select must then show the topic's.
            value={watch('subjectId')}
          />
        )}
      </form>
    </Dialog>
  );
}
