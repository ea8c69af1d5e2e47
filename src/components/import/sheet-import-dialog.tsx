// "Nhập từ Excel", whatever is imported (members, schools): download the template, choose the filled-in .xlsx, see
// what it would do — the counts, and every row's problem by its line in Excel and its column — and import only when
// no row has one. Nothing is saved before the person confirms, and then all or nothing; a save refused because the
// data changed since the preview shows its problems as the preview did.
import { useEffect, useState } from 'react';
import { FileField } from '@/components/ui/file-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import { issuesOf } from '@/lib/import-issues.ts';
import type { ReadSheet, SheetRow } from '@/lib/sheet-rows.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { XLSX_TYPE } from '@/shared/constants.ts';
import type { ImportIssue, ImportResult } from '@/shared/import.ts';
import { TEXT, fillPlaceholders } from '@/shared/ui-text.ts';

/** A school's list is a few hundred kilobytes; a file this large is not one. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The problems listed on screen; the rest are counted (a wrong file can have thousands). */
const SHOWN_ISSUES = 200;

export interface SheetImportProps<R, Res extends ImportResult> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What a row is, in the plural as Vietnamese says it after a number: "học sinh", "trường". */
  things: string;
  template: { fileName: string; make: () => Promise<Blob> };
  /** Loads the reader when a file is chosen (it pulls in the spreadsheet code). */
  loadReader: () => Promise<(sheets: SheetCells) => ReadSheet<R>>;
  submit: (rows: R[], dryRun: boolean) => Promise<Res>;
  pending: boolean;
  /** The spreadsheet's own words for a field: its column title. */
  columnTitle: (field: string) => string;
  /** The preview's counts, e.g. "12 trường trong tệp · 0 lỗi". */
  summary: (result: Res, issues: number) => string;
  /** Said when every row is right, before importing. */
  readyNote: string;
  /** Said when a row has a problem: nothing was imported. */
  errorsNote: string;
  /** The toast once saved. */
  savedMessage: (result: Res) => string;
}

export function SheetImportDialog<R, Res extends ImportResult>(props: SheetImportProps<R, Res>) {
  const { open, onClose, things } = props;
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<SheetRow<R>[] | null>(null);
  const [preview, setPreview] = useState<Res | null>(null);
  useEffect(() => {
    if (!open) return;
    setRows(null);
    setPreview(null);
    setFileError(null);
  }, [open]);

  const check = async (list: SheetRow<R>[]) => {
    try {
      setPreview(
        await props.submit(
          list.map((r) => r.row),
          true,
        ),
      );
    } catch (e) {
      handleApiError(e);
    }
  };

  const choose = async (file: File | undefined) => {
    setRows(null);
    setPreview(null);
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError(MSG.importTooLarge);
    setReading(true);
    try {
      const [{ readWorkbook }, read] = await Promise.all([import('@/lib/xlsx-read.ts'), props.loadReader()]);
      let sheets;
      try {
        sheets = await readWorkbook(await file.arrayBuffer());
      } catch {
        return setFileError(MSG.sheetNotXlsx);
      }
      const result = read(sheets);
      if (!result.ok) return setFileError(fillPlaceholders(MSG.sheetColumnsMissing, [result.missing.join(', ')]));
      if (!result.rows.length) return setFileError(MSG.sheetEmpty);
      setRows(result.rows);
      await check(result.rows);
    } finally {
      setReading(false);
    }
  };

  const template = async () => downloadBlob(await props.template.make(), props.template.fileName);

  const confirm = async () => {
    if (!rows) return;
    try {
      const done = await props.submit(
        rows.map((r) => r.row),
        false,
      );
      toast.success(props.savedMessage(done));
      onClose();
    } catch (e) {
      const issues = issuesOf(e);
      if (issues && preview) setPreview({ ...preview, issues });
      else handleApiError(e);
    }
  };

  const issues = preview?.issues ?? [];
  const lineOf = (issue: ImportIssue) => rows?.[issue.index]?.line ?? issue.index + 2;
  const ready = Boolean(rows && preview && issues.length === 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={props.title}
      width={900}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={props.pending && !preview}>
            {TEXT.cancel}
          </Button>
          <Button disabled={!ready} loading={props.pending && Boolean(preview)} onClick={() => void confirm()}>
            {ready ? `Nhập ${rows!.length} ${things}` : `Nhập ${things}`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" onClick={() => void template()}>
            Tải tệp mẫu (.xlsx)
          </Button>
          <FileField label={`Danh sách ${things} (.xlsx)`} accept={`.xlsx,${XLSX_TYPE}`} onFile={(file) => void choose(file)} />
        </div>
        {(reading || (props.pending && !preview)) && (
          <p className="text-slate-600">
            <Spinner /> Đang đọc và kiểm tra tệp...
          </p>
        )}
        {rows && !preview && !reading && !props.pending && (
          <Button variant="secondary" onClick={() => void check(rows)}>
            Kiểm tra lại tệp
          </Button>
        )}
        {fileError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {fileError}
          </p>
        )}
        {preview && (
          <>
            <p role="status" className="text-sm text-slate-700">
              {props.summary(preview, issues.length)}
            </p>
            {issues.length > 0 ? (
              <>
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  {props.errorsNote}
                </p>
                <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
                  <table className="min-w-full divide-y divide-slate-200 text-sm">
                    <caption className="sr-only">Các dòng có lỗi</caption>
                    <thead className="sticky top-0 bg-slate-50">
                      <tr>
                        {['Dòng', 'Cột', 'Lỗi'].map((h) => (
                          <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-600">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {issues.slice(0, SHOWN_ISSUES).map((issue) => (
                        <tr key={`${issue.index}-${issue.field}`}>
                          <td className="px-3 py-2 whitespace-nowrap">{lineOf(issue)}</td>
                          <td className="px-3 py-2 whitespace-nowrap">{props.columnTitle(issue.field)}</td>
                          <td className="px-3 py-2 text-red-700">{issue.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {issues.length > SHOWN_ISSUES && <p className="text-sm text-slate-600">{`và ${issues.length - SHOWN_ISSUES} lỗi khác.`}</p>}
              </>
            ) : (
              <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">{props.readyNote}</p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
