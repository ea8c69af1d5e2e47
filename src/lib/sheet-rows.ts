// Reading a school's spreadsheet as an import's rows, the parts every import shares: columns found by their titles as
// people write them (case, diacritics, a trailing "*" or ":" and order aside), each row with the line number Excel
// shows, and the cell conversions Excel makes necessary. Whether a value is right is the server's job.
import { fold } from '@/shared/fold.ts';
import type { SheetCells } from './xlsx-read.ts';

export interface SheetColumn<K extends string> {
  key: K;
  /** The template's title. */
  title: string;
  /** Other titles a school's own file may use, folded (no diacritics, lower case). */
  aliases: string[];
  width: number;
}

export interface SheetRow<R> {
  /** The row number Excel shows. */
  line: number;
  row: R;
}

export type ReadSheet<R> = { ok: true; rows: SheetRow<R>[] } | { ok: false; missing: string[] };

const titleOf = (cell: string) => fold(cell).replace(/[*:]/g, '').trim();

/** Where each known column is in a header row (the first column with a title wins). */
export function columnsOf<K extends string>(header: string[], columns: SheetColumn<K>[], extra: Partial<Record<K, string[]>> = {}): Map<K, number> {
  const found = new Map<K, number>();
  header.forEach((cell, i) => {
    const title = titleOf(cell);
    if (!title) return;
    for (const c of columns) if ((title === fold(c.title) || c.aliases.includes(title)) && !found.has(c.key)) found.set(c.key, i);
    for (const [key, titles] of Object.entries(extra) as [K, string[]][]) if (titles.includes(title) && !found.has(key)) found.set(key, i);
  });
  return found;
}

/** How far down a sheet its header may be: schools put a title, the school's name or a date above the table. */
const HEADER_SEARCH_ROWS = 10;

/**
 * The first sheet with the `anchor` column in a header row among its first lines (a template's instructions sheet is
 * skipped), each non-empty line under the header made a row by `toRow`; `missing` lists the titles of required
 * columns the file lacks. Cells of a merged range all read as its value (a class written once beside its students).
 */
export function readRows<K extends string, R>(
  sheets: SheetCells,
  find: (header: string[]) => Map<K, number>,
  anchor: K,
  required: (cols: Map<K, number>) => string[],
  toRow: (cell: (key: K) => string, cols: Map<K, number>) => R,
): ReadSheet<R> {
  let found: { rows: string[][]; at: number; cols: Map<K, number> } | undefined;
  for (const s of sheets) {
    for (let at = 0; at < Math.min(HEADER_SEARCH_ROWS, s.rows.length) && !found; at++) {
      const cols = find(s.rows[at] ?? []);
      if (cols.has(anchor)) found = { rows: s.rows, at, cols };
    }
    if (found) break;
  }
  const cols = found?.cols ?? new Map<K, number>();
  const missing = required(cols);
  if (!found || missing.length) return { ok: false, missing };
  const rows: SheetRow<R>[] = [];
  found.rows.forEach((r, i) => {
    if (i <= found.at || !r.some((c) => c.trim())) return;
    rows.push({ line: i + 1, row: toRow((key) => (cols.has(key) ? (r[cols.get(key)!] ?? '').trim() : ''), cols) });
  });
  return { ok: true, rows };
}

/** dd/MM/yyyy (or d/M/yyyy, with - or .) as yyyy-MM-dd; anything else as typed, for the server to judge. */
export function dayCell(text: string): string | null {
  if (!text) return null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
}

/** A number cell loses a phone number's leading 0 ("912345678"): nine or ten digits not starting with 0 get it back. */
export const phoneCell = (text: string): string | null => (!text ? null : /^[1-9]\d{8,9}$/.test(text) ? `0${text}` : text);
