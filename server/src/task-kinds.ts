// Every kind of background task a user can start (server/src/tasks), composed here like routes.ts and jobs.ts: an area
// adds a kind by declaring it beside its code and listing it here.
import type { TaskKind } from './tasks/task-kind.ts';
import { examResultsExport } from './exams/results-export.ts';
import { lecturePptxImport } from './lectures/pptx-import.ts';
import { bookPrepare } from './books/prepare-task.ts';
import { memberExport } from './schools/member-export.ts';
import { usageExport } from './limits/usage-export.ts';

export const TASK_KINDS: TaskKind[] = [
  examResultsExport as TaskKind,
  lecturePptxImport as TaskKind,
  bookPrepare as TaskKind,
  memberExport as TaskKind,
  usageExport as TaskKind,
];
