// A school's spreadsheet of teachers or students read as the import's rows (lib/sheet-rows.ts finds the columns by
// their titles): "Họ và tên" in one column is split (the given name is its last word), cells become the form's values
// (Nam/Nữ/Khác, dd/MM/yyyy, a position's label, a phone whose leading 0 Excel dropped). Whether a value is right is the
// shared schema's job, on the server: here nothing is refused but a file without the columns it needs.
import { fold } from '@/shared/fold.ts';
import { GENDERS, SCHOOL_POSITIONS } from '@/shared/constants.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { MemberImportRow } from '@/shared/schemas/member-import.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';
import { columnsOf, dayCell, phoneCell, readRows, type ReadSheet, type SheetColumn } from '@/lib/sheet-rows.ts';

export type ColumnKey = 'last_name' | 'first_name' | 'full_name' | 'email' | 'phone' | 'gender' | 'birthday' | 'position' | 'class_name';

/** The template's columns, in order, with the other titles a school's own file may use. */
export const COLUMNS: Record<MemberKind, SheetColumn<ColumnKey>[]> = {
  student: [
    { key: 'last_name', title: 'Họ và tên đệm', aliases: ['ho', 'ho dem', 'ho va ten dem', 'ho va dem'], width: 22 },
    { key: 'first_name', title: 'Tên', aliases: ['ten'], width: 14 },
    { key: 'email', title: 'Email', aliases: ['email', 'e-mail', 'thu dien tu', 'dia chi email'], width: 32 },
    { key: 'phone', title: 'Số điện thoại', aliases: ['so dien thoai', 'dien thoai', 'sdt'], width: 16 },
    { key: 'gender', title: 'Giới tính', aliases: ['gioi tinh'], width: 10 },
    { key: 'birthday', title: 'Ngày sinh', aliases: ['ngay sinh'], width: 14 },
    { key: 'class_name', title: 'Lớp', aliases: ['lop', 'ten lop'], width: 12 },
  ],
  teacher: [
    { key: 'last_name', title: 'Họ và tên đệm', aliases: ['ho', 'ho dem', 'ho va ten dem', 'ho va dem'], width: 22 },
    { key: 'first_name', title: 'Tên', aliases: ['ten'], width: 14 },
    { key: 'email', title: 'Email', aliases: ['email', 'e-mail', 'thu dien tu', 'dia chi email'], width: 32 },
    { key: 'phone', title: 'Số điện thoại', aliases: ['so dien thoai', 'dien thoai', 'sdt'], width: 16 },
    { key: 'gender', title: 'Giới tính', aliases: ['gioi tinh'], width: 10 },
    { key: 'birthday', title: 'Ngày sinh', aliases: ['ngay sinh'], width: 14 },
    { key: 'position', title: 'Chức vụ', aliases: ['chuc vu'], width: 16 },
  ],
};

const FULL_NAME = ['ho va ten', 'ho ten', 'ten day du'];

const gender = (text: string): number | string | null => {
  if (!text) return null;
  const g = GENDERS.find((x) => fold(x.label) === fold(text));
  return g ? g.value : text;
};

function position(text: string): string | undefined {
  if (!text) return undefined;
  return SCHOOL_POSITIONS.find((p) => fold(p.label) === fold(text) || p.value === text)?.value ?? text;
}

/** The first sheet with an email column (a template's instructions sheet is skipped), read as rows. */
export function readMemberSheet(sheets: SheetCells, kind: MemberKind): ReadSheet<MemberImportRow> {
  return readRows<ColumnKey, MemberImportRow>(
    sheets,
    (header) => columnsOf<ColumnKey>(header, COLUMNS[kind], { full_name: FULL_NAME }),
    'email',
    (cols) => [...(cols.has('email') ? [] : ['Email']), ...(cols.has('first_name') || cols.has('full_name') ? [] : ['Tên'])],
    (cell, cols) => {
      let last = cell('last_name');
      let first = cell('first_name');
      if (!first && cols.has('full_name')) {
        const words = cell('full_name').split(/\s+/).filter(Boolean);
        first = words.pop() ?? '';
        last = words.join(' ');
      }
      return {
        last_name: last,
        first_name: first,
        email: cell('email'),
        phone: phoneCell(cell('phone')),
        gender: gender(cell('gender')),
        birthday: dayCell(cell('birthday')),
        ...(kind === 'teacher' ? { position: position(cell('position')) as MemberImportRow['position'] } : { class_name: cell('class_name') || null }),
      };
    },
  );
}
