// "Xuất Excel" beside a member list: starts the export of the list as filtered and sorted on screen (a task on the
// server, spec §4), shows its progress while it runs, then offers its file. Each filtered list has its own latest
// export (the task's subject names the filters), so the file offered always matches the list shown; leaving the page
// and coming back finds it again. Compact, for a toolbar: the shared TaskPanel is a page section.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { TASK_TEXT } from '@/components/task-panel.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { downloadTaskFile, latestTaskQueryOptions, useStartTask } from '@/lib/tasks.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import type { MemberFilters } from '@/shared/member-list.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { TaskParams } from '@/shared/tasks.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function MemberExportButton({ schoolId, kind, filters }: { schoolId: number; kind: MemberKind; filters: MemberFilters }) {
  const params: TaskParams['member-export'] = { kind, ...filters };
  const online = useOnlineStatus();
  const latest = useQuery(latestTaskQueryOptions(schoolId, 'member-export', params));
  const start = useStartTask(schoolId, 'member-export', params);
  const [downloading, setDownloading] = useState(false);
  const task = latest.data ?? null;
  const running = task !== null && (task.state === 'queued' || task.state === 'running');

  const startIt = () => start.mutate(undefined, { onError: (e) => handleApiError(e) });
  const download = () => {
    if (!task) return;
    setDownloading(true);
    downloadTaskFile(schoolId, task)
      .catch((e: unknown) => handleApiError(e))
      .finally(() => setDownloading(false));
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {running ? (
        <div className="flex min-w-48 flex-col gap-1" role="status">
          <span className="text-sm text-slate-700">{task.state === 'queued' ? TASK_TEXT.queued : TASK_TEXT.running.replace('{}', String(task.progress))}</span>
          <Meter label="Tiến độ xuất Excel" percent={task.progress} floor={3} />
        </div>
      ) : task?.state === 'done' ? (
        <>
          <Button onClick={download} loading={downloading} disabled={!online} title={task.fileName ?? undefined}>
            Tải tệp Excel
          </Button>
          <Button variant="ghost" onClick={startIt} loading={start.isPending} disabled={!online}>
            Xuất lại
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={startIt}
          loading={start.isPending}
          disabled={!online || latest.isPending}
          title={online ? undefined : TASK_TEXT.offline}
        >
          {task?.state === 'failed' ? `${TEXT.retry} xuất Excel` : 'Xuất Excel'}
        </Button>
      )}
      {task?.state === 'failed' && !running && (
        <p role="alert" className="text-sm text-red-700">
          {task.error}
        </p>
      )}
      {task?.state === 'done' && (
        <span role="status" className="sr-only">
          {`${TASK_TEXT.ready} ${task.fileName ?? ''}`}
        </span>
      )}
    </div>
  );
}
