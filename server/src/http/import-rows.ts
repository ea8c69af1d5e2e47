// What every spreadsheet import does with the rows the app read (members, schools): each row checked on its own
// against its schema, every problem kept by the row's index and the field it is about; a save refused because of
// them answers 422 with each problem under "rows.<index>.<field>", as a form's field errors are.
import * as v from 'valibot';
import { HttpError } from './errors.ts';
import type { ImportIssue } from '../../../src/shared/import.ts';

/** The rows the schema accepts (with their index), and the first problem of each field of the others. */
export function parseRows<S extends v.GenericSchema>(
  schema: S,
  input: unknown[],
): { issues: ImportIssue[]; parsed: { index: number; row: v.InferOutput<S> }[] } {
  const issues: ImportIssue[] = [];
  const parsed: { index: number; row: v.InferOutput<S> }[] = [];
  input.forEach((raw, index) => {
    const result = v.safeParse(schema, raw);
    if (result.success) {
      parsed.push({ index, row: result.output });
      return;
    }
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const field = String(issue.path?.[0]?.key ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      issues.push({ index, field, message: issue.message });
    }
  });
  return { issues, parsed };
}

/** The 422 of a save refused because rows have problems (the data changed since the preview). */
export function importRefused(message: string, issues: ImportIssue[]): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[`rows.${issue.index}.${issue.field}`] ??= []).push(issue.message);
  return new HttpError(422, message, errors);
}
