// What the gradebook screen and its export show of a cell, and which rows and columns the teacher's filters keep.
import { formatNumber } from '@/lib/format.ts';
import type { GradebookCell, GradebookColumn, GradebookRow, GradebookState } from '@/shared/gradebook.ts';

export const STATE_LABELS: Record<GradebookState, string> = {
  done: 'Đã chấm',
  pending: 'Chờ chấm',
  doing: 'Đang làm',
  notStarted: 'Chưa làm',
  missing: 'Thiếu bài',
};

/** The score as a Vietnamese reads it ("8,5"), or the state when there is none. */
export function cellText(cell: GradebookCell): string {
  if (cell.score !== null && (cell.state === 'done' || cell.state === 'pending')) return formatNumber(cell.score, 1);
  if (cell.state === 'done') return 'Xong';
  return cell.state === 'notStarted' ? '—' : STATE_LABELS[cell.state];
}

/** The accessible text of a cell: its score or state, and what the colour says. */
export function cellDescription(cell: GradebookCell): string {
  const parts = [cell.state === 'notStarted' ? STATE_LABELS.notStarted : cellText(cell)];
  if (cell.state === 'pending') parts.push(STATE_LABELS.pending);
  if (cell.late) parts.push('nộp muộn');
  return parts.join(', ');
}

export const fullName = (s: GradebookRow['student']) => `${s.last_name} ${s.first_name}`.trim();

/** Class-list order: by first name, then last name, as Vietnamese lists are read. */
export const compareNames = (a: GradebookRow, b: GradebookRow) =>
  a.student.first_name.localeCompare(b.student.first_name, 'vi') || a.student.last_name.localeCompare(b.student.last_name, 'vi');

export type RowFilter = 'all' | 'missing' | 'late';
export type ColumnFilter = 'all' | 'exam' | 'mission';

export interface GradebookFilters {
  search: string;
  rows: RowFilter;
  columns: ColumnFilter;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** Rows matching the search (name or email, with or without diacritics) and the row filter. */
export function visibleRows(rows: readonly GradebookRow[], f: GradebookFilters): GradebookRow[] {
  const q = fold(f.search.trim());
  return rows.filter(
    (r) =>
      (!q || fold(fullName(r.student)).includes(q) || r.student.email.toLowerCase().includes(q)) &&
      (f.rows === 'all' || (f.rows === 'missing' ? r.missingCount > 0 : r.lateCount > 0)),
  );
}

export const visibleColumns = (columns: readonly GradebookColumn[], f: ColumnFilter) => columns.filter((c) => f === 'all' || c.kind === f);

/** Sorting a work column: by score, with work that has none after every score, missing work last. */
export function cellRank(cell: GradebookCell | undefined): number {
  if (!cell) return -3;
  if (cell.score !== null) return cell.score;
  return cell.state === 'missing' ? -2 : -1;
}
