// Creating or editing a library item's name, description and filing (category, subject, grade, textbook series,
// supplier, topic). What the user typed stays when the server refuses it; its field messages show under the fields.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { libraryMetaSchema, type LibraryMetaInput } from '@/shared/schemas/library.ts';
import type { CategoryType, LibraryItem, Named } from '@/shared/library.ts';
import {
  categoryOptionsQueryOptions,
  gradesQueryOptions,
  subjectsQueryOptions,
  suppliersQueryOptions,
  textbookSeriesQueryOptions,
  topicsQueryOptions,
  withCurrent,
} from './api/get-selections.ts';
import { categoryOptionList } from './category-options.ts';

type FormValues = Record<keyof LibraryMetaInput, string>;
const FIELDS = ['name', 'description', 'categoryId', 'subjectId', 'gradeId', 'supplierId', 'textbookSeriesId', 'topicId'] as const;

const toForm = (item: LibraryItem | null): FormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  categoryId: item?.category ? String(item.category.id) : '',
  subjectId: item?.subject ? String(item.subject.id) : '',
  gradeId: item?.grade ? String(item.grade.id) : '',
  supplierId: item?.supplier ? String(item.supplier.id) : '',
  textbookSeriesId: item?.textbookSeries ? String(item.textbookSeries.id) : '',
  topicId: item?.topic ? String(item.topic.id) : '',
});

const idOrNull = (v: string) => (v ? Number(v) : null);
const fromForm = (f: FormValues) => ({
  name: f.name,
  description: f.description.trim() ? f.description : null,
  categoryId: idOrNull(f.categoryId),
  subjectId: idOrNull(f.subjectId),
  gradeId: idOrNull(f.gradeId),
  supplierId: idOrNull(f.supplierId),
  textbookSeriesId: idOrNull(f.textbookSeriesId),
  topicId: idOrNull(f.topicId),
});

const options = (list: Named[] | undefined) => (list ?? []).map((x) => ({ value: x.id, label: x.name }));

export interface LibraryItemDialogProps {
  open: boolean;
  onClose: () => void;
  /** null: a new item. */
  item: LibraryItem | null;
  title: string;
  categoryType: CategoryType;
  schoolId?: number;
  saving: boolean;
  onSave: (values: LibraryMetaInput) => Promise<void>;
  /** Above the fields: what a type's item is made of (a media item's file). */
  before?: ReactNode;
  /** Put in an empty name (a chosen file's name). */
  suggestedName?: string;
  /** Saving waits for something the dialog does not own (an upload in progress). */
  saveDisabled?: boolean;
}

export function LibraryItemDialog(props: LibraryItemDialogProps) {
  const { open, onClose, item, title, categoryType, schoolId, saving, onSave, suggestedName } = props;
  const formId = useId();
  const categories = useQuery({ ...categoryOptionsQueryOptions(categoryType, schoolId), enabled: open });
  const subjects = useQuery({ ...subjectsQueryOptions(), enabled: open });
  const grades = useQuery({ ...gradesQueryOptions(), enabled: open });
  const series = useQuery({ ...textbookSeriesQueryOptions(), enabled: open });
  const suppliers = useQuery({ ...suppliersQueryOptions(), enabled: open });
  const topics = useQuery({ ...topicsQueryOptions(), enabled: open });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: mappedResolver(libraryMetaSchema, fromForm),
    defaultValues: toForm(item),
  });

  useEffect(() => {
    if (open) reset(toForm(item));
  }, [open, item, reset]);

  useEffect(() => {
    if (suggestedName && !getValues('name').trim()) setValue('name', suggestedName);
  }, [suggestedName, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(fromForm(values) as LibraryMetaInput);
      onClose();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  const categoryOptions = categoryOptionList(categories.data);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Huỷ
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={props.saveDisabled}>
            Lưu
          </Button>
        </>
      }
    >
      {props.before}
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Tên" required className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Mô tả" rows={3} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <SelectField label="Danh mục" placeholder="Chưa chọn" options={categoryOptions} error={errors.categoryId?.message} {...register('categoryId')} />
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
          label="Nhà cung cấp"
          placeholder="Chưa chọn"
          options={options(withCurrent(suppliers.data, item?.supplier))}
          error={errors.supplierId?.message}
          {...register('supplierId')}
        />
        <SelectField label="Chủ đề" placeholder="Chưa chọn" options={options(topics.data)} error={errors.topicId?.message} {...register('topicId')} />
      </form>
    </Dialog>
  );
}
