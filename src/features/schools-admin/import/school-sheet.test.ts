// A schools spreadsheet as the import's rows: columns by their titles in any order, days and phones as Excel shows
// them, the missing required columns named, the template read back as its example.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readWorkbook } from '@/lib/xlsx-read.ts';
import { readSchoolSheet } from './school-sheet.ts';
import { schoolTemplate } from './school-template.ts';

describe('readSchoolSheet', () => {
  it('reads columns by title in any order, with days as yyyy-MM-dd and a phone’s leading 0 back', () => {
    const read = readSchoolSheet([
      {
        name: 'Trường',
        rows: [
          [
            'Mã trường',
            'Tên trường',
            'Tinh/Thanh pho',
            'Phường/Xã',
            'Ngày bắt đầu hợp đồng',
            'Ngày hết hạn hợp đồng',
            'Điện thoại',
            'Tên quản trị viên',
            'Email quản trị viên',
            'Ghi chú',
          ],
          ['LQD', 'THCS Lê Quý Đôn', 'Hà Nội', 'Ba Đình', '1/9/2026', '31/08/2027', '243823456', 'Mai', 'mai@lqd.edu.vn', 'bỏ qua'],
          ['', '', '', '', '', '', '', '', '', ''],
        ],
      },
    ]);
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          row: expect.objectContaining({
            code: 'LQD',
            name: 'THCS Lê Quý Đôn',
            province: 'Hà Nội',
            ward: 'Ba Đình',
            contract_start: '2026-09-01',
            contract_end: '2027-08-31',
            phone: '0243823456',
            admin_first_name: 'Mai',
            admin_email: 'mai@lqd.edu.vn',
            email: null,
            storage_limit_mb: null,
          }),
        },
      ],
    });
  });

  it('names the required columns a file lacks', () => {
    expect(readSchoolSheet([{ name: 'A', rows: [['Mã trường', 'Tên trường']] }])).toEqual({
      ok: false,
      missing: ['Tỉnh/Thành phố', 'Phường/Xã', 'Ngày bắt đầu hợp đồng', 'Ngày hết hạn hợp đồng', 'Tên quản trị viên', 'Email quản trị viên'],
    });
  });

  it('reads the template: its example row, the instructions sheet skipped', async () => {
    const blob = await schoolTemplate();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Trường học', 'Hướng dẫn']);
    const read = readSchoolSheet(await readWorkbook(await blob.arrayBuffer()));
    expect(read.ok && read.rows.map((r) => r.row)).toEqual([
      expect.objectContaining({
        code: 'CVA-HN',
        contract_start: '2026-09-01',
        phone: '02438234567',
        storage_limit_mb: '2048',
        admin_email: 'mai.nguyen@chuvanan.edu.vn',
      }),
    ]);
  });
});
