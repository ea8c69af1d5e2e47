// Importing questions from Excel (spec: template per type, preview, all or nothing): download the template, choose a
// filled-in .xlsx, see every row as it will be saved with its errors (sheet, row, column, what is wrong), and import
// only when every row is right. Nothing is saved before the teacher confirms.
import { useEffect, useId, useState } from 'react';
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
import { useImportQuestions } from '../api/import-questions.ts';
import { parseImport, type ParsedImport } from '../import/parse-import.ts';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const TEMPLATE_NAME = 'Mau-nhap-cau-hoi.xlsx';
const loadXlsx = () => import('../import/question-xlsx.ts');

export function ImportDialog({ open, onClose, library, bankId }: { open: boolean; onClose: () => void; library: LibraryRef; bankId: number }) {
  const inputId = useId();
  const save = useImportQuestions(library, bankId);
  const [reading, setReading] = useState(false);
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
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
    if (file.size > MAX_FILE_BYTES) return setFileError(MSG.importTooLarge);
    setReading(true);
    try {
      const { readWorkbook } = await loadXlsx();
      let sheets;
      try {
        sheets = await readWorkbook(await file.arrayBuffer());
      } catch {
        return setFileError(MSG.importNotXlsx);
      }
      const result = parseImport(sheets, { tooMany: MSG.importTooMany, empty: MSG.importEmpty });
      if (result.fileError) setFileError(result.fileError);
      setParsed(result);
    } finally {
      setReading(false);
    }
  };

  const template = async () => {
    const { importTemplate } = await loadXlsx();
    downloadBlob(new Blob([await importTemplate()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), TEMPLATE_NAME);
  };

  const good = parsed?.rows.filter((r) => r.input) ?? [];
  const bad = parsed?.rows.filter((r) => !r.input) ?? [];
  const ready = Boolean(parsed && !parsed.fileError && bad.length === 0 && good.length > 0);

  const confirm = async () => {
    try {
      const { imported } = await save.mutateAsync(good.map((r) => r.input!));
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
      title="Nhập câu hỏi từ Excel"
      width={960}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {TEXT.cancel}
          </Button>
          <Button disabled={!ready} loading={save.isPending} onClick={() => void confirm()}>
            {ready ? `Nhập ${good.length} câu hỏi` : 'Nhập câu hỏi'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" onClick={() => void template()}>
            Tải file mẫu (.xlsx)
          </Button>
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
              Tệp câu hỏi (.xlsx)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="block text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 pointer-coarse:file:h-11"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </div>
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
              {good.length} câu hỏi hợp lệ · {bad.length} dòng có lỗi
            </p>
            {bad.length > 0 && (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {MSG.importHasErrors}
              </p>
            )}
            <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Xem trước các câu hỏi sẽ nhập</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    {['Trang', 'Dòng', 'Loại', 'Nội dung', 'Kết quả'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-600">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {[...bad, ...good].map((r) => (
                    <tr key={`${r.sheet}-${r.row}`} className={r.input ? '' : 'bg-red-50'}>
                      <td className="px-3 py-2 whitespace-nowrap">{r.sheet}</td>
                      <td className="px-3 py-2">{r.row}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{QUESTION_TYPE_LABELS[r.type]}</td>
                      <td className="max-w-md px-3 py-2">{r.text || '—'}</td>
                      <td className="px-3 py-2">
                        {r.input ? (
                          <span className="text-green-700">Hợp lệ</span>
                        ) : (
                          <ul className="space-y-0.5 text-red-700">
                            {r.errors.map((e) => (
                              <li key={`${e.column}-${e.message}`}>
                                Cột “{e.column}”: {e.message}
                              </li>
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
