// POST elsa/stats/export (the range's usage as .xlsx, a task made outside any school), GET elsa/stats/export/latest
// (polled while it runs, so leaving and coming back shows it) and its file.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestBlob, requestData } from '@/lib/http.ts';
import { downloadBlob } from '@/lib/download.ts';
import { TASK_POLL_MS, isFinished, type Task } from '@/shared/tasks.ts';
import { usageLimitsKey } from './get-default-limits.ts';

export const usageExportQueryOptions = (startTime: string, endTime: string) =>
  queryOptions({
    queryKey: [...usageLimitsKey, 'export', startTime, endTime],
    queryFn: ({ signal }) => requestData<Task | null>('elsa/stats/export/latest', { signal, query: { startTime, endTime } }),
    refetchInterval: (query) => {
      const task = query.state.data;
      return task && !isFinished(task) ? TASK_POLL_MS : false;
    },
  });

export function useStartUsageExport(startTime: string, endTime: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestData<Task>('elsa/stats/export', { method: 'POST', body: { startTime, endTime } }),
    onSuccess: (task) => queryClient.setQueryData(usageExportQueryOptions(startTime, endTime).queryKey, task),
  });
}

export async function downloadUsageExport(task: Task): Promise<void> {
  const blob = await requestBlob(`elsa/stats/export/${task.id}/file`);
  downloadBlob(blob, task.fileName ?? 'thong-ke-su-dung.xlsx');
}
