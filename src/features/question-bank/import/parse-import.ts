// Reading a filled-in import workbook: every non-empty row of every type's sheet becomes a question checked by the
// shared schema, or a list of errors naming the sheet, the row number as Excel shows it, the column and what is wrong.
// Nothing is sent until every row is right (the server saves all or nothing too).
import * as v from 'valibot';
import type { QuestionType } from '@/shared/exam.ts';
import { MAX_IMPORT_QUESTIONS, questionSchema, type QuestionInput } from '@/shared/schemas/question.ts';
import type { SheetCells } from '@/lib/xlsx-read.ts';
import { columnOf, questionFromRow, SHEETS } from './sheet-layout.ts';

export interface ImportRowError {
  /** The spreadsheet column the error is in (a Word question has none). */
  column?: string;
  message: string;
}

/** One question of an imported file (a spreadsheet row, a Word question) as it will be saved, or its errors. */
export interface ImportRow {
  /** Where it is in the file: "Một lựa chọn, dòng 3" (the row number Excel shows), "Câu 5". */
  place: string;
  type: QuestionType;
  text: string;
  /** Set when the row is right. */
  input: QuestionInput | null;
  errors: ImportRowError[];
}

export interface ParsedImport {
  rows: ImportRow[];
  /** A problem with the whole file (too many rows, no question). */
  fileError: string | null;
}

/** A workbook as its sheets' cell texts (the header row first), whatever read it. */
export type { SheetCells };

export function parseImport(sheets: SheetCells, messages: { tooMany: string; empty: string }): ParsedImport {
  const rows: ImportRow[] = [];
  for (const layout of SHEETS) {
    const sheet = sheets.find((s) => s.name.trim().toLowerCase() === layout.name.toLowerCase());
    if (!sheet) continue;
    sheet.rows.slice(1).forEach((cells, i) => {
      if (cells.every((c) => !c.trim())) return;
      const { body, problems } = questionFromRow(layout, cells);
      const checked = v.safeParse(questionSchema, body, { abortPipeEarly: true });
      const errors: ImportRowError[] = [...problems];
      if (!checked.success) {
        for (const issue of checked.issues) {
          const column = columnOf(layout, v.getDotPath(issue) ?? '');
          if (!errors.some((e) => e.column === column && e.message === issue.message)) errors.push({ column, message: issue.message });
        }
      }
      rows.push({
        place: `${layout.name}, dòng ${i + 2}`,
        type: layout.type,
        text: (cells[0] ?? '').trim(),
        input: checked.success && !problems.length ? checked.output : null,
        errors,
      });
    });
  }
  const fileError = rows.length === 0 ? messages.empty : rows.length > MAX_IMPORT_QUESTIONS ? messages.tooMany : null;
  return { rows, fileError };
}
