// The range's usage as an Excel file, made on the server as a task outside any school: the shared task panel (start,
// progress while it runs — the page may be left and found again —, the file when done, a retry when it failed).
import { useQuery } from '@tanstack/react-query';
import { TaskPanelView } from '@/components/task-panel.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { downloadUsageExport, usageExportQueryOptions, useStartUsageExport } from '../api/usage-export.ts';

export function UsageExportPanel({ from, to }: { from: string; to: string }) {
  const latest = useQuery(usageExportQueryOptions(from, to));
  const start = useStartUsageExport(from, to);
  return (
    <TaskPanelView
      id="usage-export-title"
      title="Xuất thống kê ra Excel"
      startLabel="Xuất Excel"
      task={latest.data ?? null}
      checking={latest.isPending}
      starting={start.isPending}
      onStart={() => start.mutate(undefined, { onError: (e) => handleApiError(e) })}
      download={downloadUsageExport}
    />
  );
}
