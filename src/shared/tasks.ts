// A background task as the app sees it (server/src/tasks): start, poll its progress, download its file.
import type { MemberKind } from './member.ts';
import type { MemberFilters } from './member-list.ts';

export type TaskState = 'queued' | 'running' | 'done' | 'failed';

export interface Task {
  id: string;
  kind: string;
  state: TaskState;
  /** 0–100. */
  progress: number;
  /** Why it failed, in Vietnamese. */
  error: string | null;
  /** The finished file's name, when there is one. */
  fileName: string | null;
  /** What a task that makes something other than a file made (an imported lecture's id), once done. */
  result: TaskResult | null;
  createdAt: string;
  updatedAt: string;
}

/** Task kinds the app can start, with their parameters. */
export interface TaskParams {
  'exam-results-export': { groupId: number; examId: number };
  /** A PowerPoint the caller uploaded (tus), made into a lecture of their own library or the school's. */
  'lecture-pptx-import': { fileId: number; level: 'school' | 'personal' };
  /** The school's teachers or students as .xlsx, with the filters and order the list shows. */
  'member-export': { kind: MemberKind } & MemberFilters;
  /** Usage of every school over a range of days (yyyy-MM-dd), as .xlsx; started outside any school. */
  'usage-export': { startTime: string; endTime: string };
}

/** What a task made besides a file. */
export interface TaskResult {
  lectureId?: number;
}
export type TaskKindName = keyof TaskParams;

/** What a task is about: the page that starts one asks for the latest task of the same subject. */
export const TASK_SUBJECT: { [K in TaskKindName]: (params: TaskParams[K]) => string } = {
  'exam-results-export': (p) => `group:${p.groupId}:exam:${p.examId}`,
  'lecture-pptx-import': (p) => `upload:${p.fileId}`,
  // Each filtered list has its own latest export: the file offered is always the one of the list on screen.
  'member-export': (p) => `${p.kind}:${p.group ?? ''}:${p.status ?? ''}:${p.sort ?? ''}:${p.name ?? ''}`,
  'usage-export': (p) => `${p.startTime}:${p.endTime}`,
};

/** How often a page asks about a task that is not finished. */
export const TASK_POLL_MS = 1000;

export const isFinished = (task: Pick<Task, 'state'>) => task.state === 'done' || task.state === 'failed';
