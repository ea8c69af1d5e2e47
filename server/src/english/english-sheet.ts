// A lesson's items as an Excel file in the import template's columns (src/shared/english-content.ts), so a downloaded
// lesson can be edited and imported into another lesson. ExcelJS loads with the first download.
import type { EnglishItem } from '../../../src/shared/english-content.ts';
import { ENGLISH_SHEET_COLUMNS } from '../../../src/shared/english-content.ts';

export async function englishWorkbook(title: string, items: EnglishItem[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nội dung');
  sheet.columns = ENGLISH_SHEET_COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) sheet.addRow(Object.fromEntries(ENGLISH_SHEET_COLUMNS.map((c) => [c.key, item[c.key] ?? ''])));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}
