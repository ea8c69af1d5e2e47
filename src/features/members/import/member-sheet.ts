// A school's spreadsheet of teachers or students read as the import's rows. Columns are found by their titles, as
// schools write them (case, diacritics and order aside; "Họ và tên" in one column is split: the given name is its last
// word), cells become the form's values (Nam/Nữ/Khác, dd/MM/yyyy, a position's label, a phone whose leading 0 Excel
// dropped), and each row keeps the line number Excel shows. Whether a value is right is the shared schema's job,
// on the server: here nothing is refused but a file without the columns it needs.
import { fold } from '@/shared/fold.ts';
import { GENDERS, SCHOOL_POSITIONS } from '@/shared/constants.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { MemberImportRow } from '@/shared/schemas/member-import.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';

export type ColumnKey = 'last_name' | 'first_name' | 'full_name' | 'email' | 'phone' | 'gender' | 'birthday' | 'position' | 'class_name';

/** The template's columns, in order, with the other titles a school's own file may use. */
export const COLUMNS: Record<MemberKind, { key: ColumnKey; title: string; aliases: string[]; width: number }[]> = {
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

export interface SheetRow {
  /** The row number Excel shows. */
  line: number;
  row: MemberImportRow;
}

export type ReadSheet = { ok: true; rows: SheetRow[] } | { ok: false; missing: string[] };

function columnsOf(header: string[], kind: MemberKind): Map<ColumnKey, number> {
  const found = new Map<ColumnKey, number>();
  header.forEach((cell, i) => {
    const title = fold(cell).replace(/[*:]/g, '').trim();
    if (!title) return;
    if (FULL_NAME.includes(title) && !found.has('full_name')) found.set('full_name', i);
    for (const c of COLUMNS[kind]) if ((title === fold(c.title) || c.aliases.includes(title)) && !found.has(c.key)) found.set(c.key, i);
  });
  return found;
}

const gender = (text: string): number | string | null => {
  if (!text) return null;
  const g = GENDERS.find((x) => fold(x.label) === fold(text));
  return g ? g.value : text;
};

/** dd/MM/yyyy (or d/M/yyyy, with - or .) as yyyy-MM-dd; anything else as typed, for the schema to judge. */
function birthday(text: string): string | null {
  if (!text) return null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
}

/** A number cell loses a mobile number's leading 0 ("912345678"): nine digits not starting with 0 get it back. */
const phone = (text: string): string | null => (!text ? null : /^[1-9]\d{8}$/.test(text) ? `0${text}` : text);

function position(text: string): string | undefined {
  if (!text) return undefined;
  return SCHOOL_POSITIONS.find((p) => fold(p.label) === fold(text) || p.value === text)?.value ?? text;
}

/** The first sheet with an email column (a template's instructions sheet is skipped), read as rows. */
export function readMemberSheet(sheets: SheetCells, kind: MemberKind): ReadSheet {
  let best: { sheet: SheetCells[number]; cols: Map<ColumnKey, number> } | null = null;
  for (const sheet of sheets) {
    const cols = columnsOf(sheet.rows[0] ?? [], kind);
    if (cols.has('email')) {
      best = { sheet, cols };
      break;
    }
  }
  const cols = best?.cols ?? new Map<ColumnKey, number>();
  const missing: string[] = [];
  if (!cols.has('email')) missing.push('Email');
  if (!cols.has('first_name') && !cols.has('full_name')) missing.push('Tên');
  if (!best || missing.length) return { ok: false, missing };
  const cell = (r: string[], key: ColumnKey) => (cols.has(key) ? (r[cols.get(key)!] ?? '').trim() : '');
  const rows: SheetRow[] = [];
  best.sheet.rows.forEach((r, i) => {
    if (i === 0 || !r.some((c) => c.trim())) return;
    let last = cell(r, 'last_name');
    let first = cell(r, 'first_name');
    if (!first && cols.has('full_name')) {
      const words = cell(r, 'full_name').split(/\s+/).filter(Boolean);
      first = words.pop() ?? '';
      last = words.join(' ');
    }
    const row: MemberImportRow = {
      last_name: last,
      first_name: first,
      email: cell(r, 'email'),
      phone: phone(cell(r, 'phone')),
      gender: gender(cell(r, 'gender')),
      birthday: birthday(cell(r, 'birthday')),
      ...(kind === 'teacher' ? { position: position(cell(r, 'position')) as MemberImportRow['position'] } : { class_name: cell(r, 'class_name') || null }),
    };
    rows.push({ line: i + 1, row });
  });
  return { ok: true, rows };
}
