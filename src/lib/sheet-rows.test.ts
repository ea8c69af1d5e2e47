// A school's own spreadsheet as people make them: a title above the table, a class merged down beside its students.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readWorkbook } from './xlsx-read.ts';
import { columnsOf, readRows } from './sheet-rows.ts';

const COLUMNS = [
  { key: 'name' as const, title: 'Họ và tên', aliases: [], width: 20 },
  { key: 'class' as const, title: 'Lớp', aliases: [], width: 10 },
];

describe('readRows', () => {
  it('finds the header under a title and reads a merged class on every row it spans', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('DS');
    sheet.addRow(['DANH SÁCH HỌC SINH NĂM HỌC 2026–2027']);
    sheet.mergeCells('A1:B1');
    sheet.addRow([]);
    sheet.addRow(['Lớp', 'Họ và tên']);
    sheet.addRow(['Lớp 6A', 'Lê An']);
    sheet.addRow(['', 'Lê Bình']);
    sheet.addRow(['Lớp 6B', 'Lê Cường']);
    sheet.mergeCells('A4:A5');
    const sheets = await readWorkbook(await book.xlsx.writeBuffer());
    const read = readRows(
      sheets,
      (header) => columnsOf(header, COLUMNS),
      'name',
      () => [],
      (cell) => ({ name: cell('name'), class: cell('class') }),
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 4, row: { name: 'Lê An', class: 'Lớp 6A' } },
        { line: 5, row: { name: 'Lê Bình', class: 'Lớp 6A' } },
        { line: 6, row: { name: 'Lê Cường', class: 'Lớp 6B' } },
      ],
    });
  });

  it('says which required columns are missing when no header has the anchor', () => {
    const read = readRows(
      [{ name: 'A', rows: [['STT', 'Ghi chú']] }],
      (header) => columnsOf(header, COLUMNS),
      'name',
      (cols) => (cols.has('name') ? [] : ['Họ và tên']),
      (cell) => cell('name'),
    );
    expect(read).toEqual({ ok: false, missing: ['Họ và tên'] });
  });
});
