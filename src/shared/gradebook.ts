// GET s/school_groups/:id/gradebook: a teaching group's students × its exams and missions, scores out of 10.

/**
 * done: a final score; pending: submitted, the teacher has still to grade part of it (score so far); doing: started,
 * not submitted; notStarted: not started and still open; missing: not submitted and past its due or closing time.
 */
export const GRADEBOOK_STATES = ['done', 'pending', 'doing', 'notStarted', 'missing'] as const;
export type GradebookState = (typeof GRADEBOOK_STATES)[number];

export interface GradebookColumn {
  /** 'exam-12', 'mission-5'. */
  key: string;
  kind: 'exam' | 'mission';
  id: number;
  title: string;
  /** A mission's due time, an exam's closing time (null: none). */
  dueAt: string | null;
  /** When it was given to the group: the columns' order. */
  givenAt: string;
}

export interface GradebookCell {
  state: GradebookState;
  /** 0–10, one decimal: final for done, so far for pending, else null. */
  score: number | null;
  /** Submitted after the due time (a mission) or after the time and grace (an exam, synced late). */
  late: boolean;
}

export interface GradebookRow {
  student: { id: number; first_name: string; last_name: string; email: string };
  /** By column key; every column has a cell. */
  cells: Record<string, GradebookCell>;
  /** The mean of the final scores (done cells), one decimal; null when there is none. */
  average: number | null;
  missingCount: number;
  lateCount: number;
}

export interface Gradebook {
  group: { id: number; name: string; schoolName: string };
  columns: GradebookColumn[];
  /** Students in class-list order (first name, then last name). */
  rows: GradebookRow[];
  generatedAt: string;
}
