// Background tasks from the app's side (server: s/tasks): start one, follow it until it finishes, find the latest one
// of a subject again after a reload, and save its file. Online only: a task runs on the server.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestBlob, requestData } from './http.ts';
import { downloadBlob } from './download.ts';
import { TASK_POLL_MS, TASK_SUBJECT, isFinished, type Task, type TaskKindName, type TaskParams } from '@/shared/tasks.ts';

/** The latest task of a subject (null: none yet); polled while it runs, so leaving and coming back shows progress. */
export function latestTaskQueryOptions<K extends TaskKindName>(schoolId: number, kind: K, params: TaskParams[K]) {
  const subject = TASK_SUBJECT[kind](params);
  return queryOptions({
    queryKey: ['tasks', schoolId, kind, subject],
    queryFn: ({ signal }) => requestData<Task | null>('s/tasks/latest', { school: schoolId, query: { kind, subject }, signal }),
    refetchInterval: (query) => {
      const task = query.state.data;
      return task && !isFinished(task) ? TASK_POLL_MS : false;
    },
  });
}

/** One task by id, polled until it is finished. */
export function taskQueryOptions(schoolId: number, id: string) {
  return queryOptions({
    queryKey: ['tasks', schoolId, 'id', id],
    queryFn: ({ signal }) => requestData<Task>(`s/tasks/${id}`, { school: schoolId, signal }),
    refetchInterval: (query) => {
      const task = query.state.data;
      return task && isFinished(task) ? false : TASK_POLL_MS;
    },
  });
}

export const startTask = <K extends TaskKindName>(schoolId: number, kind: K, params: TaskParams[K]) =>
  requestData<Task>('s/tasks', { method: 'POST', school: schoolId, body: { kind, params } });

export function useStartTask<K extends TaskKindName>(schoolId: number, kind: K, params: TaskParams[K]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => startTask(schoolId, kind, params),
    onSuccess: (task) => qc.setQueryData(latestTaskQueryOptions(schoolId, kind, params).queryKey, task),
  });
}

export async function downloadTaskFile(schoolId: number, task: Task): Promise<void> {
  const blob = await requestBlob(`s/tasks/${task.id}/file`, { school: schoolId });
  downloadBlob(blob, task.fileName ?? 'tep.xlsx');
}
