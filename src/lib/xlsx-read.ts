// A spreadsheet read back as the texts its cells show (numbers, dates and formulas as Excel displays them), one list of
// rows per sheet. ExcelJS is large: load this module only when a file is being read (a dynamic import).
import ExcelJS from 'exceljs';

export type SheetCells = { name: string; rows: string[][] }[];

/** Throws when the file is not a workbook ExcelJS can open (an old .xls renamed .xlsx, a PDF...). */
export async function readWorkbook(data: ArrayBuffer): Promise<SheetCells> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    const width = sheet.columnCount;
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      rows[n - 1] = Array.from({ length: width }, (_, i) => row.getCell(i + 1).text ?? '');
    });
    return { name: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
}
