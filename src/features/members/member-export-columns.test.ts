// An exported member list can be edited and imported again: the export's first sheet, read by the import's own
// reader, gives back each member's fields (the phone's 4-3-3 dashes and the dd/MM/yyyy date included), and every
// column of the import template is in the export under the same title.
import { describe, expect, it } from 'vitest';
import { MEMBER_EXPORT_COLUMNS } from '@/shared/member-list.ts';
import { COLUMNS, readMemberSheet } from './import/member-sheet.ts';

describe('the member export’s columns', () => {
  it('hold every column of the import template, titled the same', () => {
    for (const kind of ['student', 'teacher'] as const) {
      const titles = MEMBER_EXPORT_COLUMNS[kind].map((c) => c.title);
      expect(titles).toEqual(expect.arrayContaining(COLUMNS[kind].map((c) => c.title)));
    }
  });

  it('read back by the import as the member’s fields', () => {
    const header = MEMBER_EXPORT_COLUMNS.student.map((c) => c.title);
    const row = ['1', 'Nguyễn', 'An', 'hs01@nguyendu.edu.vn', '0912-345-678', 'Nữ', '15/08/2013', 'Lớp 7A1', 'Đang hoạt động'];
    const read = readMemberSheet([{ name: 'Học sinh', rows: [header, row] }], 'student');
    expect(read.ok && read.rows.map((r) => r.row)).toEqual([
      { last_name: 'Nguyễn', first_name: 'An', email: 'hs01@nguyendu.edu.vn', phone: '0912-345-678', gender: 0, birthday: '2013-08-15', class_name: 'Lớp 7A1' },
    ]);

    const staff = MEMBER_EXPORT_COLUMNS.teacher.map((c) => c.title);
    const lan = ['1', 'Phạm', 'Thị Lan', 'gv.lan@nguyendu.edu.vn', '', 'Nữ', '', 'Hiệu trưởng', 'Lớp 7A1', 'Đang hoạt động'];
    const teachers = readMemberSheet([{ name: 'Giáo viên', rows: [staff, lan] }], 'teacher');
    expect(teachers.ok && teachers.rows[0]!.row).toMatchObject({ first_name: 'Thị Lan', position: 'officer', phone: null, birthday: null });
  });
});
