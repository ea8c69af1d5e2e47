// Importing questions from Excel or Word (spec: template, preview, all or nothing): download the template, choose a
// filled-in .xlsx or a .docx in the usual exam layout, see every question as it will be saved with its errors (sheet,
// row and column, or question number, and what is wrong), and import only when every one is right. Nothing is saved
// before the teacher confirms; the pictures of a Word document are uploaded then, before the questions are sent.
import { useEffect, useState } from 'react';
import { FileField } from '@/components/ui/file-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { downloadBlob } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT, fillPlaceholders } from '@/shared/ui-text.ts';
import { QUESTION_TYPE_LABELS } from '@/shared/question-bank.ts';
import { DOCX_TYPE } from '@/shared/library.ts';
import { uploadContentFile } from '@/components/rich-text/content-upload.ts';
import type { QuestionInput } from '@/shared/schemas/question.ts';
import { useImportQuestions } from '../api/import-questions.ts';
import { parseImport, type ParsedImport } from '../import/parse-import.ts';
import { DOCX_IMAGE_PREFIX, parseWordQuestions } from '../import/word-questions.ts';

const loadXlsx = () => import('../import/question-xlsx.ts');
const loadDocx = () => import('../import/question-docx.ts');

export type ImportKind = 'xlsx' | 'docx' | 'moodle';

interface Source {
  title: string;
  fileLabel: string;
  accept: string;
  maxBytes: number;
  tooLarge: string;
  /** A sample file to fill in (none for Moodle: its own export is the file). */
  template?: { label: string; name: string; make: () => Promise<Blob> };
  /** The file's questions; `images` are a Word document's pictures, by index. */
  read: (data: ArrayBuffer) => Promise<{ parsed: ParsedImport; images: Blob[] } | { error: string }>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SOURCES: Record<ImportKind, Source> = {
  xlsx: {
    title: 'Nhập câu hỏi từ Excel',
    fileLabel: 'Tệp câu hỏi (.xlsx)',
    accept: `.xlsx,${XLSX_TYPE}`,
    maxBytes: 10 * 1024 * 1024,
    tooLarge: MSG.importTooLarge,
    template: {
      label: 'Tải file mẫu (.xlsx)',
      name: 'Mau-nhap-cau-hoi.xlsx',
      make: async () => new Blob([await (await loadXlsx()).importTemplate()], { type: XLSX_TYPE }),
    },
    read: async (data) => {
      const { readWorkbook } = await loadXlsx();
      try {
        return { parsed: parseImport(await readWorkbook(data), { tooMany: MSG.importTooMany, empty: MSG.importEmpty }), images: [] };
      } catch {
        return { error: MSG.importNotXlsx };
      }
    },
  },
  docx: {
    title: 'Nhập câu hỏi từ Word',
    fileLabel: 'Tệp câu hỏi (.docx)',
    accept: `.docx,${DOCX_TYPE}`,
    maxBytes: 20 * 1024 * 1024,
    tooLarge: MSG.importTooLargeDocument,
    template: {
      label: 'Tải file Word mẫu (.docx)',
      name: 'Mau-nhap-cau-hoi.docx',
      make: async () => new Blob([await (await import('../import/word-template.ts')).wordTemplate()], { type: DOCX_TYPE }),
    },
    read: async (data) => {
      const { readDocx, formulaProblem, NotADocx } = await loadDocx();
      try {
        const doc = await readDocx(data);
        return { parsed: parseWordQuestions(doc.blocks, formulaProblem), images: doc.images };
      } catch (e) {
        if (e instanceof NotADocx) return { error: MSG.importNotDocx };
        throw e;
      }
    },
  },
  moodle: {
    title: 'Nhập câu hỏi từ Moodle XML',
    fileLabel: 'Tệp Moodle XML (.xml)',
    accept: '.xml,application/xml,text/xml',
    maxBytes: 20 * 1024 * 1024,
    tooLarge: MSG.importTooLargeDocument,
    read: async (data) => {
      const { readMoodleXml, NotMoodleXml } = await import('../import/moodle-xml.ts');
      try {
        return readMoodleXml(new TextDecoder().decode(data));
      } catch (e) {
        if (e instanceof NotMoodleXml) return { error: MSG.importNotMoodle };
        throw e;
      }
    },
  },
};

/** Uploads the pictures the questions show and puts their addresses in place of the document's placeholders. */
async function withUploadedPictures(inputs: QuestionInput[], images: Blob[]): Promise<QuestionInput[]> {
  const placeholder = new RegExp(`${DOCX_IMAGE_PREFIX}(\\d+)`, 'g');
  const json = JSON.stringify(inputs);
  const urls = new Map<string, string>();
  for (const [, index] of json.matchAll(placeholder)) {
    const image = images[Number(index)];
    if (image && !urls.has(index!)) urls.set(index!, await uploadContentFile(new File([image], `hinh-${Number(index) + 1}`, { type: image.type })));
  }
  return JSON.parse(json.replace(placeholder, (_all, index: string) => urls.get(index) ?? '')) as QuestionInput[];
}

export function ImportDialog({
  open,
  onClose,
  library,
  bankId,
  kind,
}: {
  open: boolean;
  onClose: () => void;
  library: LibraryRef;
  bankId: number;
  kind: ImportKind;
}) {
  const source = SOURCES[kind];
  const save = useImportQuestions(library, bankId);
  const [reading, setReading] = useState(false);
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [images, setImages] = useState<Blob[]>([]);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) {
      setParsed(null);
      setFileError(null);
    }
  }, [open]);

  const choose = async (file: File | undefined) => {
    setParsed(null);
    setFileError(null);
    if (!file) return;
    if (file.size > source.maxBytes) return setFileError(source.tooLarge);
    setReading(true);
    try {
      const result = await source.read(await file.arrayBuffer());
      if ('error' in result) return setFileError(result.error);
      if (result.parsed.fileError) setFileError(result.parsed.fileError);
      setImages(result.images);
      setParsed(result.parsed);
    } catch {
      setFileError(MSG.importUnreadable);
    } finally {
      setReading(false);
    }
  };

  const template = async () => {
    if (source.template) downloadBlob(await source.template.make(), source.template.name);
  };

  const good = parsed?.rows.filter((r) => r.input) ?? [];
  const bad = parsed?.rows.filter((r) => !r.input) ?? [];
  const ready = Boolean(parsed && !parsed.fileError && bad.length === 0 && good.length > 0);

  const confirm = async () => {
    let inputs = good.map((r) => r.input!);
    try {
      setUploading(true);
      inputs = await withUploadedPictures(inputs, images);
    } catch (e) {
      setFileError(e instanceof Error ? e.message : MSG.contentUploadFailed);
      return;
    } finally {
      setUploading(false);
    }
    try {
      const { imported } = await save.mutateAsync(inputs);
      toast.success(fillPlaceholders(MSG.importSaved, [imported]));
      onClose();
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={source.title}
      width={960}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending || uploading}>
            {TEXT.cancel}
          </Button>
          <Button disabled={!ready} loading={save.isPending || uploading} onClick={() => void confirm()}>
            {ready ? `Nhập ${good.length} câu hỏi` : 'Nhập câu hỏi'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          {source.template && (
            <Button variant="secondary" onClick={() => void template()}>
              {source.template.label}
            </Button>
          )}
          <FileField label={source.fileLabel} accept={source.accept} onFile={(file) => void choose(file)} />
        </div>
        {reading && (
          <p className="text-slate-600">
            <Spinner /> Đang đọc tệp...
          </p>
        )}
        {fileError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {fileError}
          </p>
        )}
        {parsed && parsed.rows.length > 0 && (
          <>
            <p className="text-sm text-slate-700" role="status">
              {good.length} câu hỏi hợp lệ · {bad.length} {kind === 'xlsx' ? 'dòng' : 'câu'} có lỗi
            </p>
            {bad.length > 0 && (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {kind === 'xlsx' ? MSG.importHasErrors : MSG.importQuestionsHaveErrors}
              </p>
            )}
            <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Xem trước các câu hỏi sẽ nhập</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    {['Vị trí', 'Loại', 'Nội dung', 'Kết quả'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-600">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {[...bad, ...good].map((r) => (
                    <tr key={r.place} className={r.input ? '' : 'bg-red-50'}>
                      <td className="px-3 py-2 whitespace-nowrap">{r.place}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{QUESTION_TYPE_LABELS[r.type]}</td>
                      <td className="max-w-md px-3 py-2">{r.text || '—'}</td>
                      <td className="px-3 py-2">
                        {r.input ? (
                          <span className="text-green-700">Hợp lệ</span>
                        ) : (
                          <ul className="space-y-0.5 text-red-700">
                            {r.errors.map((e) => (
                              <li key={`${e.column}-${e.message}`}>{e.column ? `Cột “${e.column}”: ${e.message}` : e.message}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
