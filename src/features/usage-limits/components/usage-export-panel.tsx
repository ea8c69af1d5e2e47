// The range's usage as an Excel file, made on the server as a task: the start button, its progress while it runs (the
// page may be left and found again), the file to download when done, and a retry when it failed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { TASK_TEXT } from '@/components/task-panel.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { downloadUsageExport, usageExportQueryOptions, useStartUsageExport } from '../api/usage-export.ts';

export function UsageExportPanel({ from, to }: { from: string; to: string }) {
  const online = useOnlineStatus();
  const latest = useQuery(usageExportQueryOptions(from, to));
  const start = useStartUsageExport(from, to);
  const [downloading, setDownloading] = useState(false);
  const task = latest.data ?? null;
  const running = task && (task.state === 'queued' || task.state === 'running');

  const download = () => {
    if (!task) return;
    setDownloading(true);
    downloadUsageExport(task)
      .catch((e: unknown) => handleApiError(e))
      .finally(() => setDownloading(false));
  };

  return (
    <section aria-labelledby="usage-export-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="usage-export-title" className="text-base font-semibold text-slate-900">
          Xuất thống kê ra Excel
        </h2>
        {!running && (
          <Button
            variant={task?.state === 'done' ? 'secondary' : 'primary'}
            onClick={() => start.mutate(undefined, { onError: (e) => handleApiError(e) })}
            loading={start.isPending}
            disabled={!online || latest.isPending}
          >
            {task?.state === 'failed' ? TEXT.retry : task?.state === 'done' ? TASK_TEXT.again : 'Xuất Excel'}
          </Button>
        )}
      </div>
      {!online && !running && <p className="mt-2 text-sm text-slate-600">{TASK_TEXT.offline}</p>}
      {running && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-700">{task.state === 'queued' ? TASK_TEXT.queued : TASK_TEXT.running.replace('{}', String(task.progress))}</p>
          <Meter label="Xuất thống kê ra Excel" percent={task.progress} floor={3} />
          <p className="text-xs text-slate-500">{TASK_TEXT.leave}</p>
        </div>
      )}
      {task?.state === 'done' && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            {TASK_TEXT.ready} <span className="font-medium text-slate-900">{task.fileName}</span>
          </p>
          <Button size="sm" onClick={download} loading={downloading} disabled={!online}>
            {TASK_TEXT.download}
          </Button>
        </div>
      )}
      {task?.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {task.error}
        </p>
      )}
    </section>
  );
}
