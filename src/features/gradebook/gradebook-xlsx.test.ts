// The exported workbook, read back with ExcelJS: the class list in order, family and given names apart, scores as
// numbers with one decimal, missing work red and pending work amber, late work in red italics.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { BOOK } from './gradebook-fixtures.ts';
import { gradebookFileName, gradebookXlsx } from './gradebook-xlsx.ts';

async function sheet() {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await gradebookXlsx(BOOK));
  return wb.getWorksheet('Bảng điểm')!;
}

const fillOf = (cell: ExcelJS.Cell) => (cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined);

describe('gradebook .xlsx', () => {
  it('lays the class out for the school records', async () => {
    const ws = await sheet();
    expect(ws.getCell('A1').value).toBe('BẢNG ĐIỂM LỚP 7A1');
    expect(ws.getRow(5).values).toEqual([
      undefined,
      'STT',
      'Họ',
      'Tên',
      'Email',
      'Bài thi: Kiểm tra giữa kì',
      'Nhiệm vụ: Đọc bài Unit 1',
      'Điểm trung bình',
      'Số bài thiếu',
      'Số bài nộp muộn',
    ]);
    expect(ws.getRow(6).values).toEqual([undefined, 1, 'Nguyễn', 'An', 'hs01@nguyendu.edu.vn', 8.5, 9, 8.8, 0, 1]);
    expect(ws.getRow(7).values).toEqual([undefined, 2, 'Trần', 'Bình', 'hs02@nguyendu.edu.vn', 6, undefined, undefined, 1, 0]);
    expect(ws.getRow(8).getCell(3).value).toBe('Đức');
    expect(ws.getCell('E6').numFmt).toBe('0.0');
  });

  it('colours missing and pending work and marks late work', async () => {
    const ws = await sheet();
    expect(fillOf(ws.getCell('F7'))).toBe('FFFDE2E2');
    expect(fillOf(ws.getCell('E7'))).toBe('FFFEF3C7');
    expect(ws.getCell('F6').font).toMatchObject({ italic: true });
    expect(ws.getCell('B10').value).toBe('Chú thích:');
  });

  it('names the file without diacritics', () => {
    expect(gradebookFileName(BOOK)).toMatch(/^Bang-diem-Lop-7A1-\d{2}-11-2026\.xlsx$/);
  });
});
