// A spreadsheet of schools read as the import's rows (lib/sheet-rows.ts finds the columns by their titles): days
// written dd/MM/yyyy become yyyy-MM-dd, a phone whose leading 0 Excel dropped gets it back, empty quotas mean "no
// limit". Whether a value is right, and which province and ward a name means, is the server's job.
import { SCHOOL_COLUMNS, type SchoolColumnKey } from '@/shared/school-sheet.ts';
import type { SchoolImportRow } from '@/shared/schemas/school.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';
import { columnsOf, dayCell, phoneCell, readRows, type ReadSheet } from '@/lib/sheet-rows.ts';

const REQUIRED: SchoolColumnKey[] = ['name', 'code', 'province', 'ward', 'contract_start', 'contract_end', 'admin_first_name', 'admin_email'];

/** The first sheet with a school-code column (a template's instructions sheet is skipped), read as rows. */
export function readSchoolSheet(sheets: SheetCells): ReadSheet<SchoolImportRow> {
  return readRows<SchoolColumnKey, SchoolImportRow>(
    sheets,
    (header) => columnsOf(header, SCHOOL_COLUMNS),
    'code',
    (cols) => SCHOOL_COLUMNS.filter((c) => REQUIRED.includes(c.key) && !cols.has(c.key)).map((c) => c.title),
    (cell) => ({
      name: cell('name'),
      code: cell('code'),
      province: cell('province'),
      ward: cell('ward'),
      street: cell('street'),
      phone: phoneCell(cell('phone')),
      email: cell('email') || null,
      contract_start: dayCell(cell('contract_start')) ?? '',
      contract_end: dayCell(cell('contract_end')) ?? '',
      storage_limit_mb: cell('storage_limit_mb') || null,
      speaking_call_limit: cell('speaking_call_limit') || null,
      admin_last_name: cell('admin_last_name'),
      admin_first_name: cell('admin_first_name'),
      admin_email: cell('admin_email'),
    }),
  );
}
