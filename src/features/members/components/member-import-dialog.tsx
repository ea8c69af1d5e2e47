// "Nhập từ Excel" (spec §7 members: import, templates): download the template, choose the school's filled-in .xlsx,
// see what it would do — how many new accounts and existing ones, and every row's problem by its line in Excel —
// and import only when no row has one. Nothing is saved before the administrator confirms, and then all or nothing.
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { MemberImportIssue, MemberImportResult, MemberKind } from '@/shared/member.ts';
import { TEXT, fillPlaceholders } from '@/shared/ui-text.ts';
import { issuesOf, useImportMembers } from '../api/import-members.ts';
import { COLUMNS, type SheetRow } from '../import/member-sheet.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A school's list is a few hundred kilobytes; a file this large is not one. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The problems listed on screen; the rest are counted (a wrong file can have thousands). */
const SHOWN_ISSUES = 200;

const WORDS: Record<MemberKind, { title: string; people: string; template: string }> = {
  student: { title: 'Nhập học sinh từ Excel', people: 'học sinh', template: 'mau-nhap-hoc-sinh.xlsx' },
  teacher: { title: 'Nhập giáo viên từ Excel', people: 'giáo viên', template: 'mau-nhap-giao-vien.xlsx' },
};

/** The spreadsheet's own words for a field: its column title. */
function columnTitle(kind: MemberKind, field: string): string {
  return COLUMNS[kind].find((c) => c.key === field)?.title ?? field;
}

export function MemberImportDialog({ open, onClose, schoolId, kind }: { open: boolean; onClose: () => void; schoolId: number; kind: MemberKind }) {
  const inputId = useId();
  const words = WORDS[kind];
  const run = useImportMembers(schoolId, kind);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<SheetRow[] | null>(null);
  const [preview, setPreview] = useState<MemberImportResult | null>(null);
  useEffect(() => {
    if (!open) return;
    setRows(null);
    setPreview(null);
    setFileError(null);
  }, [open]);

  const check = async (list: SheetRow[]) => {
    try {
      setPreview(await run.mutateAsync({ rows: list.map((r) => r.row), dryRun: true }));
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
      const [{ readWorkbook }, { readMemberSheet }] = await Promise.all([import('@/lib/xlsx-read.ts'), import('../import/member-sheet.ts')]);
      let sheets;
      try {
        sheets = await readWorkbook(await file.arrayBuffer());
      } catch {
        return setFileError(MSG.memberImportNotXlsx);
      }
      const read = readMemberSheet(sheets, kind);
      if (!read.ok) return setFileError(fillPlaceholders(MSG.memberImportColumnsMissing, [read.missing.join(', ')]));
      if (!read.rows.length) return setFileError(MSG.memberImportEmpty);
      setRows(read.rows);
      await check(read.rows);
    } finally {
      setReading(false);
    }
  };

  const template = async () => {
    const { memberTemplate } = await import('../import/member-template.ts');
    downloadBlob(await memberTemplate(kind), words.template);
  };

  const confirm = async () => {
    if (!rows) return;
    try {
      const done = await run.mutateAsync({ rows: rows.map((r) => r.row), dryRun: false });
      toast.success(
        `Đã nhập ${done.total} ${words.people}: ${done.newAccounts} tài khoản mới được gửi thư đặt mật khẩu, ${done.existingAccounts} tài khoản đã có.`,
      );
      onClose();
    } catch (e) {
      // The school changed since the preview (someone added one of them meanwhile): show the problems as the preview.
      const issues = issuesOf(e);
      if (issues && preview) setPreview({ ...preview, issues });
      else handleApiError(e);
    }
  };

  const issues = preview?.issues ?? [];
  const lineOf = (issue: MemberImportIssue) => rows?.[issue.index]?.line ?? issue.index + 2;
  const ready = Boolean(rows && preview && issues.length === 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={words.title}
      width={900}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={run.isPending && !preview}>
            {TEXT.cancel}
          </Button>
          <Button disabled={!ready} loading={run.isPending && Boolean(preview)} onClick={() => void confirm()}>
            {ready ? `Nhập ${rows!.length} ${words.people}` : `Nhập ${words.people}`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" onClick={() => void template()}>
            Tải tệp mẫu (.xlsx)
          </Button>
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
              {`Danh sách ${words.people} (.xlsx)`}
            </label>
            <input
              id={inputId}
              type="file"
              accept={`.xlsx,${XLSX_TYPE}`}
              className="block text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 pointer-coarse:file:h-11"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </div>
        </div>
        {(reading || (run.isPending && !preview)) && (
          <p className="text-slate-600">
            <Spinner /> Đang đọc và kiểm tra tệp...
          </p>
        )}
        {rows && !preview && !reading && !run.isPending && (
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
              {`${preview.total} ${words.people} trong tệp · ${preview.newAccounts} tài khoản mới · ${preview.existingAccounts} tài khoản đã có · ${issues.length} lỗi`}
            </p>
            {issues.length > 0 ? (
              <>
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  {MSG.memberImportHasErrors}
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
                          <td className="px-3 py-2 whitespace-nowrap">{columnTitle(kind, issue.field)}</td>
                          <td className="px-3 py-2 text-red-700">{issue.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {issues.length > SHOWN_ISSUES && <p className="text-sm text-slate-600">{`và ${issues.length - SHOWN_ISSUES} lỗi khác.`}</p>}
              </>
            ) : (
              <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
                {`Mọi dòng đều đúng. Tài khoản mới sẽ nhận thư để đặt mật khẩu; tài khoản đã có được thêm vào trường như hiện có.`}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
