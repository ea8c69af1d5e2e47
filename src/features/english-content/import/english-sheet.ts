// A teacher's spreadsheet of words, sentences or paragraphs read as the import's rows (lib/sheet-rows.ts finds the
// columns by their titles). Whether a value is right is the shared schema's job, on the server: here nothing is
// refused but a file without the text column.
import { ENGLISH_SHEET_COLUMNS, type EnglishSheetKey, type EnglishSheetRow } from '@/shared/english-content.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';
import { columnsOf, readRows, type ReadSheet, type SheetColumn } from '@/lib/sheet-rows.ts';

export const COLUMNS: SheetColumn<EnglishSheetKey>[] = ENGLISH_SHEET_COLUMNS.map((c) => ({ ...c, aliases: [...c.aliases] }));

export function readEnglishSheet(sheets: SheetCells): ReadSheet<EnglishSheetRow> {
  return readRows<EnglishSheetKey, EnglishSheetRow>(
    sheets,
    (header) => columnsOf(header, COLUMNS),
    'text',
    (cols) => (cols.has('text') ? [] : [COLUMNS[0]!.title]),
    (cell) => Object.fromEntries(COLUMNS.map((c) => [c.key, cell(c.key)])) as EnglishSheetRow,
  );
}
