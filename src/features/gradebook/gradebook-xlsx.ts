// The gradebook as an .xlsx a homeroom teacher can copy into the school's records: one sheet, the class list in its
// order with family and given names apart, one numeric column per exam and mission (one decimal), the average, and the
// counts of missing and late work; missing work red, work waiting for grading amber, late work in red italics, with a
// legend. Loaded on demand: ExcelJS is large, and only a teacher exporting needs it.
import ExcelJS from 'exceljs';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { asciiFileName } from '@/lib/download.ts';
import type { Gradebook, GradebookCell } from '@/shared/gradebook.ts';
import { compareNames, STATE_LABELS } from './gradebook-view.ts';

const FILL = { missing: 'FFFDE2E2', pending: 'FFFEF3C7', header: 'FFE8EAF6' } as const;
const HEADER_ROW = 5;
const FIRST_WORK_COLUMN = 5;

const fill = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const thin: Partial<ExcelJS.Borders> = {
  top: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  left: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } },
  right: { style: 'thin', color: { argb: 'FFCBD5E1' } },
};

/** A cell's value in the sheet: its score as a number, else nothing (the colour and the legend say why). */
function valueOf(cell: GradebookCell | undefined): number | string | null {
  if (!cell) return null;
  if (cell.score !== null && (cell.state === 'done' || cell.state === 'pending')) return cell.score;
  return cell.state === 'doing' ? STATE_LABELS.doing : null;
}

/** "Bang-diem-Lop-7A1-25-11-2026.xlsx": no diacritics or spaces, for every file system. */
export function gradebookFileName(book: Gradebook): string {
  const ascii = asciiFileName(book.group.name);
  return `Bang-diem-${ascii}-${formatDate(book.generatedAt).replaceAll('/', '-')}.xlsx`;
}

export async function gradebookXlsx(book: Gradebook): Promise<ArrayBuffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Lớp học số';
  const ws = wb.addWorksheet('Bảng điểm', {
    views: [{ state: 'frozen', xSplit: 3, ySplit: HEADER_ROW }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  const lastColumn = FIRST_WORK_COLUMN + book.columns.length + 2;
  ws.mergeCells(1, 1, 1, lastColumn);
  ws.getCell(1, 1).value = `BẢNG ĐIỂM ${book.group.name.toUpperCase()}`;
  ws.getCell(1, 1).font = { bold: true, size: 14 };
  ws.getCell(2, 1).value = book.group.schoolName;
  ws.getCell(3, 1).value = `Xuất lúc ${formatDateTime(book.generatedAt)} · thang điểm 10`;

  const headers = [
    'STT',
    'Họ',
    'Tên',
    'Email',
    ...book.columns.map((c) => `${c.kind === 'exam' ? 'Bài thi' : 'Nhiệm vụ'}: ${c.title}`),
    'Điểm trung bình',
    'Số bài thiếu',
    'Số bài nộp muộn',
  ];
  const header = ws.getRow(HEADER_ROW);
  header.values = headers;
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  header.height = 48;
  header.eachCell((c) => {
    c.fill = fill(FILL.header);
    c.border = thin;
  });

  [...book.rows].sort(compareNames).forEach((r, i) => {
    const row = ws.getRow(HEADER_ROW + 1 + i);
    row.values = [
      i + 1,
      r.student.last_name,
      r.student.first_name,
      r.student.email,
      ...book.columns.map((c) => valueOf(r.cells[c.key])),
      r.average,
      r.missingCount,
      r.lateCount,
    ];
    book.columns.forEach((c, j) => {
      const cell = row.getCell(FIRST_WORK_COLUMN + j);
      const state = r.cells[c.key];
      cell.numFmt = '0.0';
      cell.alignment = { horizontal: 'center' };
      if (state?.state === 'missing') cell.fill = fill(FILL.missing);
      if (state?.state === 'pending') cell.fill = fill(FILL.pending);
      if (state?.late) cell.font = { italic: true, color: { argb: 'FFB91C1C' } };
    });
    const average = row.getCell(FIRST_WORK_COLUMN + book.columns.length);
    average.numFmt = '0.0';
    average.font = { bold: true };
    average.alignment = { horizontal: 'center' };
    row.eachCell({ includeEmpty: true }, (c, col) => {
      if (col <= lastColumn) c.border = thin;
    });
  });

  const legend = HEADER_ROW + book.rows.length + 2;
  ws.getCell(legend, 2).value = 'Chú thích:';
  ws.getCell(legend, 2).font = { bold: true };
  ws.getCell(legend + 1, 2).value = 'Ô đỏ: chưa nộp bài khi đã hết hạn';
  ws.getCell(legend + 1, 2).fill = fill(FILL.missing);
  ws.getCell(legend + 2, 2).value = 'Ô vàng: chờ giáo viên chấm (điểm tạm tính)';
  ws.getCell(legend + 2, 2).fill = fill(FILL.pending);
  ws.getCell(legend + 3, 2).value = 'Chữ đỏ nghiêng: nộp muộn';
  ws.getCell(legend + 3, 2).font = { italic: true, color: { argb: 'FFB91C1C' } };
  ws.getCell(legend + 4, 2).value = 'Điểm trung bình: trung bình các điểm đã chấm xong.';

  ws.getColumn(1).width = 6;
  ws.getColumn(2).width = 22;
  ws.getColumn(3).width = 10;
  ws.getColumn(4).width = 28;
  for (let c = FIRST_WORK_COLUMN; c <= lastColumn; c += 1) ws.getColumn(c).width = 16;
  return wb.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

/** Builds the file and hands it to the browser as a download. */
export async function downloadGradebook(book: Gradebook): Promise<void> {
  const buffer = await gradebookXlsx(book);
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = gradebookFileName(book);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
