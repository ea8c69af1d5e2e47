// Adding an e-book (a PDF sent through the resumable uploads, with progress; then its details) or changing a book's
// details. What the administrator typed stays when the server refuses it, its messages under the fields.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import {
  gradesQueryOptions,
  subjectsQueryOptions,
  suppliersQueryOptions,
  textbookSeriesQueryOptions,
  withCurrent,
} from '@/components/library/api/get-selections.ts';
import { toOptions } from '@/components/ui/filter-select.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { resumableUpload, type ResumableUpload } from '@/lib/resumable-upload.ts';
import type { Book } from '@/shared/book.ts';
import { MSG } from '@/shared/messages.ts';
import { bookDetailsInput, type BookDetailsInput } from '@/shared/schemas/book.ts';

type FormValues = { title: string; description: string; gradeId: string; subjectId: string; supplierId: string; textbookSeriesId: string; isFree: boolean };
const FIELDS = ['title', 'description', 'gradeId', 'subjectId', 'supplierId', 'textbookSeriesId', 'isFree'] as const;

const toForm = (b: Book | null): FormValues => ({
  title: b?.title ?? '',
  description: b?.description ?? '',
  gradeId: b?.grade ? String(b.grade.id) : '',
  subjectId: b?.subject ? String(b.subject.id) : '',
  supplierId: b?.supplier ? String(b.supplier.id) : '',
  textbookSeriesId: b?.textbookSeries ? String(b.textbookSeries.id) : '',
  isFree: b?.isFree ?? false,
});
const idOrNull = (v: string) => (v ? Number(v) : null);
const fromForm = (f: FormValues): BookDetailsInput => ({
  title: f.title,
  description: f.description.trim() ? f.description : null,
  gradeId: idOrNull(f.gradeId),
  subjectId: idOrNull(f.subjectId),
  supplierId: idOrNull(f.supplierId),
  textbookSeriesId: idOrNull(f.textbookSeriesId),
  isFree: f.isFree,
});

type Upload = { step: 'none' } | { step: 'sending'; share: number } | { step: 'sent'; fileId: number } | { step: 'failed'; message: string };

export interface BookDialogProps {
  open: boolean;
  onClose: () => void;
  /** null: a new book (a PDF is chosen first). */
  book: Book | null;
  saving: boolean;
  onSave: (values: BookDetailsInput, fileId: number | null) => Promise<void>;
}

export function BookDialog({ open, onClose, book, saving, onSave }: BookDialogProps) {
  const formId = useId();
  const fileInputId = useId();
  const subjects = useQuery({ ...subjectsQueryOptions(), enabled: open });
  const grades = useQuery({ ...gradesQueryOptions(), enabled: open });
  const series = useQuery({ ...textbookSeriesQueryOptions(), enabled: open });
  const suppliers = useQuery({ ...suppliersQueryOptions(), enabled: open });
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ step: 'none' });
  const current = useRef<ResumableUpload | null>(null);
  const { register, handleSubmit, reset, getValues, setValue, setError, formState } = useForm<FormValues>({
    resolver: mappedResolver(bookDetailsInput, fromForm),
    defaultValues: toForm(book),
  });
  const errors = formState.errors;

  useEffect(() => {
    if (!open) {
      current.current?.pause();
      current.current = null;
      setFile(null);
      setUpload({ step: 'none' });
      return;
    }
    reset(toForm(book));
  }, [open, book, reset]);

  const choose = async (chosen: File) => {
    if (!/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf') {
      setFile(null);
      return setUpload({ step: 'failed', message: MSG.bookNotPdf });
    }
    // The file's name as the title, unless the administrator typed one (a name suggested from another file is replaced).
    const title = getValues('title').trim();
    if (!title || (file && title === file.name.replace(/\.pdf$/i, ''))) setValue('title', chosen.name.replace(/\.pdf$/i, ''));
    setFile(chosen);
    setUpload({ step: 'sending', share: 0 });
    const sending = resumableUpload(chosen, {
      school: false,
      failed: MSG.mediaUploadFailed,
      onProgress: (share) => setUpload((u) => (u.step === 'sending' ? { step: 'sending', share } : u)),
    });
    current.current = sending;
    try {
      const sent = await sending.done;
      if (current.current === sending) setUpload({ step: 'sent', fileId: sent.fileId });
    } catch (e) {
      if (current.current === sending) setUpload({ step: 'failed', message: e instanceof Error ? e.message : MSG.mediaUploadFailed });
    }
  };

  const submit = handleSubmit(async (values) => {
    if (!book && upload.step !== 'sent') return setError('root', { message: MSG.bookFileRequired });
    try {
      await onSave(fromForm(values), upload.step === 'sent' ? upload.fileId : null);
      onClose();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={book ? 'Sửa thông tin sách' : 'Thêm sách điện tử'}
      width={640}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Huỷ
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!book && upload.step !== 'sent'}>
            Lưu
          </Button>
        </>
      }
    >
      {!book && (
        <div className="mb-4 space-y-2 rounded-lg border border-dashed border-slate-300 p-3">
          <label htmlFor={fileInputId} className="block text-sm font-medium text-slate-700">
            Tệp PDF của sách
          </label>
          <input
            id={fileInputId}
            type="file"
            accept="application/pdf,.pdf"
            className="block w-full text-sm"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) void choose(chosen);
            }}
          />
          {file && <p className="text-sm text-slate-600">{`${file.name} · ${formatFileSize(file.size)}`}</p>}
          {upload.step === 'sending' && <Meter label="Đang tải lên" percent={upload.share * 100} />}
          {upload.step === 'sent' && <p className="text-sm text-emerald-700">Đã tải lên. Sau khi lưu, hệ thống xử lý sách trong giây lát.</p>}
          {upload.step === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {upload.message}
            </p>
          )}
          {errors.root?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.root.message}
            </p>
          )}
        </div>
      )}
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Tên sách" required className="sm:col-span-2" error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Mô tả" rows={3} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <SelectField label="Môn học" placeholder="Chưa chọn" options={toOptions(subjects.data)} error={errors.subjectId?.message} {...register('subjectId')} />
        <SelectField label="Khối lớp" placeholder="Chưa chọn" options={toOptions(grades.data)} error={errors.gradeId?.message} {...register('gradeId')} />
        <SelectField
          label="Bộ sách"
          placeholder="Chưa chọn"
          options={toOptions(series.data)}
          error={errors.textbookSeriesId?.message}
          {...register('textbookSeriesId')}
        />
        <SelectField
          label="Nhà xuất bản"
          placeholder="Chưa chọn"
          options={toOptions(withCurrent(suppliers.data, book?.supplier))}
          error={errors.supplierId?.message}
          {...register('supplierId')}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:col-span-2">
          <input type="checkbox" className="size-5" {...register('isFree')} />
          Miễn phí: ai cũng đọc được, không cần đăng nhập
        </label>
      </form>
    </Dialog>
  );
}
