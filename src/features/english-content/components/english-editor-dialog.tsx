// A lesson's content (spec §3 vocabulary kinds): unit and kind, then its items in a table — text, Vietnamese meaning,
// IPA, an example, and the addresses of a picture and a reference recording — rows added and removed, saved whole.
// Items whose words the scorer's dictionary lacks are marked "Phát âm tự sinh" (the server checks, on load and save).
// Rows of a spreadsheet are imported into the saved lesson; the lesson downloads in the template's columns.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField, fieldClass } from '@/components/ui/text-field.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { handleApiError } from '@/lib/errors.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { toast } from '@/lib/toast.ts';
import {
  ENGLISH_SHEET_COLUMNS,
  MAX_ENGLISH_ITEMS,
  VOCABULARY_KINDS,
  VOCABULARY_KIND_LABELS,
  englishContentSchema,
  type EnglishContent,
  type EnglishLesson,
  type EnglishSheetKey,
  type VocabularyKind,
} from '@/shared/english-content.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { englishContentQueryOptions } from '../api/get-english-content.ts';
import { useSaveEnglishContent } from '../api/save-english-content.ts';
import { downloadEnglishLesson } from '../api/download-english-lesson.ts';
import { GeneratedBadge } from './generated-badge.tsx';

const EnglishImportDialog = lazyOnOpen(() => import('./english-import-dialog.tsx').then((m) => m.EnglishImportDialog));

type Row = Record<EnglishSheetKey, string>;
interface FormValues {
  unit: string;
  kind: VocabularyKind;
  items: Row[];
}

const emptyRow = (): Row => ({ text: '', meaning: '', phonetic: '', example: '', imageUrl: '', audioUrl: '' });
const toForm = (c: EnglishContent): FormValues => ({
  unit: c.unit,
  kind: c.kind,
  items: c.items.map((i) => ({
    text: i.text,
    meaning: i.meaning ?? '',
    phonetic: i.phonetic ?? '',
    example: i.example ?? '',
    imageUrl: i.imageUrl ?? '',
    audioUrl: i.audioUrl ?? '',
  })),
});

const resolver = mappedResolver<FormValues>(englishContentSchema, (v) => v);
const SHORT: Record<EnglishSheetKey, string> = {
  text: 'Từ/câu',
  meaning: 'Nghĩa',
  phonetic: 'Phiên âm',
  example: 'Ví dụ',
  imageUrl: 'Hình ảnh',
  audioUrl: 'Âm thanh mẫu',
};

export interface EnglishEditorDialogProps {
  open: boolean;
  onClose: () => void;
  library: LibraryRef;
  lesson: EnglishLesson | null;
  canEdit: boolean;
}

export function EnglishEditorDialog({ open, onClose, library, lesson, canEdit }: EnglishEditorDialogProps) {
  const id = lesson?.id ?? 0;
  const content = useQuery({ ...englishContentQueryOptions(library, id), enabled: open && id > 0 });
  const save = useSaveEnglishContent(library, id);
  const [importing, setImporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const form = useForm<FormValues>({ resolver, defaultValues: { unit: '', kind: 'word', items: [] } });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    if (content.data) form.reset(toForm(content.data));
  }, [content.data, form]);

  // The marks belong to the texts the server checked: an edited text shows none until it is saved.
  const generated = new Map((content.data?.items ?? []).map((i) => [i.text, i.generatedWords]));
  const items = form.watch('items');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as never);
      toast.success(MSG.englishSaved);
    } catch (e) {
      reportFormError(e, form.setError, (key) => (key === 'unit' || key === 'kind' || key.startsWith('items.') ? (key as never) : null));
    }
  });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEnglishLesson(library, id, lesson?.name ?? '');
    } catch (e) {
      handleApiError(e);
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (content.isError && !content.data) return <ErrorAlert onRetry={() => void content.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
    if (!content.data) return <Spinner />;
    if (!canEdit) return <ReadOnly content={content.data} />;
    return (
      <form id="english-editor" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Unit" placeholder="Ví dụ: Unit 3" error={errors.unit?.message} {...form.register('unit')} />
          <SelectField
            label="Loại nội dung"
            options={VOCABULARY_KINDS.map((k) => ({ value: k, label: VOCABULARY_KIND_LABELS[k] }))}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
        </div>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[900px] text-sm">
            <caption className="sr-only">Các mục của bài</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th className="w-8 px-1 py-2">#</th>
                {ENGLISH_SHEET_COLUMNS.map((c) => (
                  <th key={c.key} className="px-1 py-2 font-medium">
                    {c.title}
                    {c.key === 'text' && <span className="text-red-600"> *</span>}
                  </th>
                ))}
                <th className="px-1 py-2">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((field, index) => {
                const words = generated.get(items[index]?.text ?? '') ?? [];
                return (
                  <tr key={field.id} className="align-top">
                    <td className="px-1 py-2 text-slate-500">{index + 1}</td>
                    {ENGLISH_SHEET_COLUMNS.map((c) => {
                      const error = errors.items?.[index]?.[c.key]?.message;
                      return (
                        <td key={c.key} className="px-1 py-1">
                          <input
                            aria-label={`${SHORT[c.key]} dòng ${index + 1}`}
                            aria-invalid={error ? true : undefined}
                            className={fieldClass(Boolean(error))}
                            {...form.register(`items.${index}.${c.key}`)}
                          />
                          {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
                          {c.key === 'text' && words.length > 0 && <GeneratedBadge words={words} />}
                        </td>
                      );
                    })}
                    <td className="px-1 py-1">
                      <Button type="button" size="sm" variant="ghost" className="text-red-700" onClick={() => rows.remove(index)}>
                        Xoá<span className="sr-only"> dòng {index + 1}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows.fields.length === 0 && <p className="py-4 text-center text-slate-500">Bài chưa có mục nào. Hãy thêm dòng hoặc nhập từ Excel.</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={rows.fields.length >= MAX_ENGLISH_ITEMS} onClick={() => rows.append(emptyRow())}>
            Thêm dòng
          </Button>
          <Button type="button" variant="secondary" disabled={isDirty} onClick={() => setImporting(true)}>
            Nhập từ Excel
          </Button>
          <Button type="button" variant="secondary" loading={downloading} onClick={() => void download()}>
            Tải xuống Excel
          </Button>
        </div>
        {isDirty && <p className="text-xs text-slate-500">Lưu các thay đổi trước khi nhập từ Excel.</p>}
      </form>
    );
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        width={1100}
        title={lesson ? `Nội dung bài “${lesson.name}”` : 'Nội dung bài'}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {canEdit ? TEXT.cancel : 'Đóng'}
            </Button>
            {canEdit && content.data && (
              <Button type="submit" form="english-editor" loading={save.isPending}>
                Lưu nội dung
              </Button>
            )}
          </>
        }
      >
        {body()}
      </Dialog>
      {canEdit && <EnglishImportDialog open={importing} onClose={() => setImporting(false)} library={library} lessonId={id} />}
    </>
  );
}

function ReadOnly({ content }: { content: EnglishContent }) {
  if (!content.items.length) return <p className="py-4 text-center text-slate-500">Bài chưa có mục nào.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {[content.unit, VOCABULARY_KIND_LABELS[content.kind]].filter(Boolean).join(' · ')} · {content.items.length} mục
      </p>
      <ol className="divide-y divide-slate-200">
        {content.items.map((item) => (
          <li key={item.id} className="py-2">
            <p className="font-medium text-slate-900">
              {item.text} {item.phonetic && <span className="font-normal text-slate-500">{item.phonetic}</span>}
            </p>
            {item.meaning && <p className="text-sm text-slate-600">{item.meaning}</p>}
            {item.example && <p className="text-sm text-slate-500 italic">{item.example}</p>}
            {item.generatedWords.length > 0 && <GeneratedBadge words={item.generatedWords} />}
          </li>
        ))}
      </ol>
    </div>
  );
}
