// Reading a school's spreadsheet: columns by title in any order, "Họ và tên" split, cells as the form's values, the
// template read back, and a file without the needed columns refused with their names.
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '@/lib/xlsx-read.ts';
import { readMemberSheet } from './member-sheet.ts';
import { memberTemplate } from './member-template.ts';

describe('readMemberSheet', () => {
  it('finds columns by title in any order and reads cells as the form does', () => {
    const read = readMemberSheet(
      [
        { name: 'Hướng dẫn', rows: [['Mỗi dòng là một người']] },
        {
          name: 'DS',
          rows: [
            ['STT', 'Lớp', 'Họ và tên', 'E-mail', 'SĐT', 'Giới tính', 'Ngày sinh'],
            ['1', 'lop 7a1', 'Nguyễn Văn  An', 'an@x.vn', '912345678', 'nam', '5/8/2013'],
            ['', '', '', '', '', '', ''],
            ['3', '', 'Bình', 'binh@x.vn', '', 'Không rõ', '2013-13-40'],
          ],
        },
      ],
      'student',
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          row: { last_name: 'Nguyễn Văn', first_name: 'An', email: 'an@x.vn', phone: '0912345678', gender: 1, birthday: '2013-08-05', class_name: 'lop 7a1' },
        },
        { line: 4, row: { last_name: '', first_name: 'Bình', email: 'binh@x.vn', phone: null, gender: 'Không rõ', birthday: '2013-13-40', class_name: null } },
      ],
    });
  });

  it("reads a teacher's position by its label", () => {
    const read = readMemberSheet(
      [
        {
          name: 'GV',
          rows: [
            ['Họ và tên đệm', 'Tên', 'Email', 'Chức vụ'],
            ['Lê', 'Hoa', 'hoa@x.vn', 'hiệu trưởng'],
            ['Lê', 'Lan', 'lan@x.vn', ''],
          ],
        },
      ],
      'teacher',
    );
    expect(read.ok && read.rows.map((r) => r.row.position)).toEqual(['officer', undefined]);
  });

  it('names the columns a file lacks', () => {
    expect(readMemberSheet([{ name: 'S', rows: [['Họ', 'Số điện thoại']] }], 'student')).toEqual({ ok: false, missing: ['Email', 'Tên'] });
  });

  it('reads its own template back: the example row, the phone with its leading 0', async () => {
    const sheets = await readWorkbook(await (await memberTemplate('student')).arrayBuffer());
    expect(sheets.map((s) => s.name)).toEqual(['Học sinh', 'Hướng dẫn']);
    const read = readMemberSheet(sheets, 'student');
    expect(read.ok && read.rows).toEqual([
      {
        line: 2,
        row: {
          last_name: 'Nguyễn Văn',
          first_name: 'An',
          email: 'an.nguyen@truong.edu.vn',
          phone: '0912345678',
          gender: 1,
          birthday: '2013-08-15',
          class_name: 'Lớp 7A1',
        },
      },
    ]);
  });
});
