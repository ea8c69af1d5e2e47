// Usage over a range as an Excel file, made in the background (a task, server/src/tasks; spec §7 stats/export): one
// sheet of figures per day, one per school, and what the file holds. Started outside any school (POST
// elsa/stats/export), by whoever may read the usage limits. A range holds at most 366 days and one row per school,
// so the workbook is built in memory.
import * as v from 'valibot';
import { defineTaskKind, TaskFailure } from '../tasks/task-kind.ts';
import { forbidden, invalid } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { TASK_SUBJECT, type TaskParams } from '../../../src/shared/tasks.ts';
import { rangeErrors } from '../../../src/shared/usage-limits.ts';
import { SERVER_MSG } from '../messages.ts';
import { usageRange } from './usage-range.ts';

type Params = TaskParams['usage-export'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;
const dayText = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

export const usageRangeParams = v.object({ startTime: v.string(), endTime: v.string() });

/** 422 with the field's message when the range is refused. */
export function checkRange(p: { startTime: string; endTime: string }): void {
  const errors = rangeErrors(p.startTime, p.endTime);
  if (errors) throw invalid(Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])));
}

export const usageExport = defineTaskKind<Params>({
  name: 'usage-export',
  params: usageRangeParams,
  async authorize(c, p) {
    if (!hasPermission(c.get('grants'), 'resource_limit.view')) throw forbidden();
    checkRange(p);
    return { subject: TASK_SUBJECT['usage-export'](p) };
  },
  async run({ db, params, progress }) {
    if (rangeErrors(params.startTime, params.endTime)) throw new TaskFailure(SERVER_MSG.taskFailed, 'usage export with a refused range');
    const data = await usageRange(db, params.startTime, params.endTime);
    await progress(50);
    // Loaded for the export only: an idle server does not carry the spreadsheet library.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    book.creator = 'Lớp học số';

    const days = book.addWorksheet('Theo ngày', { views: [{ state: 'frozen', ySplit: 1 }] });
    days.columns = [
      { header: 'Ngày', width: 14 },
      { header: 'Chấm theo mẫu', width: 16 },
      { header: 'Chấm tự do', width: 14 },
      { header: 'Tổng lượt chấm', width: 16 },
      { header: 'Người dùng', width: 14 },
    ];
    days.getRow(1).font = { bold: true };
    for (const d of data.days) days.addRow([dayText(d.date), d.scripted, d.unscripted, d.scripted + d.unscripted, d.users]);

    const schools = book.addWorksheet('Theo trường', { views: [{ state: 'frozen', ySplit: 1 }] });
    schools.columns = [
      { header: 'Trường', width: 40 },
      { header: 'Chấm theo mẫu', width: 16 },
      { header: 'Chấm tự do', width: 14 },
      { header: 'Người dùng', width: 14 },
      { header: 'Tải lên trong kỳ (MB)', width: 22 },
      { header: 'Đang lưu trữ (MB)', width: 20 },
      { header: 'Giới hạn lưu trữ (MB)', width: 22 },
    ];
    schools.getRow(1).font = { bold: true };
    for (const s of data.schools) {
      schools.addRow([s.name, s.scripted, s.unscripted, s.users, mb(s.uploadedBytes), mb(s.storageBytes), s.storageLimitMb ?? 'Không giới hạn']);
    }

    const about = book.addWorksheet('Thông tin');
    about.columns = [{ width: 22 }, { width: 40 }];
    about.addRow(['Từ ngày', dayText(data.startTime)]);
    about.addRow(['Đến ngày', dayText(data.endTime)]);
    about.addRow(['Tổng lượt chấm', data.days.reduce((n, d) => n + d.scripted + d.unscripted, 0)]);
    await progress(90);
    const buffer = await book.xlsx.writeBuffer();
    return {
      body: new Uint8Array(buffer as ArrayBuffer),
      contentType: XLSX,
      fileName: `Thống kê sử dụng ${dayText(data.startTime).replaceAll('/', '-')} đến ${dayText(data.endTime).replaceAll('/', '-')}.xlsx`,
    };
  },
});
