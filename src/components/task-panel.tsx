// A background task on a page (server: s/tasks): the button that starts it, its progress while it runs (the person may
// leave the page and come back: the latest task of the same subject is shown again), its file to download when done,
// and a retry when it failed. Starting needs the network; everything shown comes from the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from './ui/button.tsx';
import { Meter } from './ui/meter.tsx';
import { Spinner } from './ui/spinner.tsx';
import { latestTaskQueryOptions, downloadTaskFile, useStartTask } from '@/lib/tasks.ts';
import { handleApiError } from '@/lib/errors.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import type { Task, TaskKindName, TaskParams } from '@/shared/tasks.ts';
import { TEXT } from '@/shared/ui-text.ts';

export const TASK_TEXT = {
  queued: 'Đang chờ tạo tệp…',
  running: 'Đang tạo tệp… {}%',
  leave: 'Bạn có thể rời trang này; tệp vẫn được tạo và sẽ có ở đây khi bạn quay lại.',
  ready: 'Tệp đã sẵn sàng:',
  download: 'Tải xuống',
  again: 'Tạo lại',
  offline: 'Cần kết nối mạng để tạo tệp.',
} as const;

export interface TaskPanelProps<K extends TaskKindName> {
  schoolId: number;
  kind: K;
  params: TaskParams[K];
  /** The section's heading, e.g. "Xuất kết quả". */
  title: string;
  /** The start button, e.g. "Xuất Excel". */
  startLabel: string;
}

export function TaskPanel<K extends TaskKindName>({ schoolId, kind, params, title, startLabel }: TaskPanelProps<K>) {
  // useQuery, not suspense: the rest of the page never waits for this panel.
  const latest = useQuery(latestTaskQueryOptions(schoolId, kind, params));
  const start = useStartTask(schoolId, kind, params);
  return (
    <TaskPanelView
      id={`task-${kind}`}
      title={title}
      startLabel={startLabel}
      task={latest.data ?? null}
      checking={latest.isPending}
      starting={start.isPending}
      onStart={() => start.mutate(undefined, { onError: (e) => handleApiError(e) })}
      download={(task) => downloadTaskFile(schoolId, task)}
    />
  );
}

export interface TaskPanelViewProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  startLabel: string;
  /** The latest task of this subject, or none yet. */
  task: Task | null;
  /** The latest task is still being looked up. */
  checking: boolean;
  starting: boolean;
  onStart: () => void;
  download: (task: Task) => Promise<void>;
}

/** The panel itself, for a task started through another endpoint than a school's (e.g. the system's statistics). */
export function TaskPanelView({ id, title, startLabel, task, checking, starting, onStart, download }: TaskPanelViewProps) {
  const online = useOnlineStatus();
  const [downloading, setDownloading] = useState(false);
  const running = task && (task.state === 'queued' || task.state === 'running');

  const downloadIt = () => {
    if (!task) return;
    setDownloading(true);
    download(task)
      .catch((e: unknown) => handleApiError(e))
      .finally(() => setDownloading(false));
  };

  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {!running && (
          <Button variant={task?.state === 'done' ? 'secondary' : 'primary'} onClick={onStart} loading={starting} disabled={!online || checking}>
            {task?.state === 'done' || task?.state === 'failed' ? (task.state === 'failed' ? TEXT.retry : TASK_TEXT.again) : startLabel}
          </Button>
        )}
      </div>
      {checking && <Spinner size="sm" className="mt-2" />}
      {!online && !running && <p className="mt-2 text-sm text-slate-600">{TASK_TEXT.offline}</p>}
      {running && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-700">{task.state === 'queued' ? TASK_TEXT.queued : TASK_TEXT.running.replace('{}', String(task.progress))}</p>
          <Meter label={title} percent={task.progress} floor={3} />
          <p className="text-xs text-slate-500">{TASK_TEXT.leave}</p>
        </div>
      )}
      {task?.state === 'done' && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            {TASK_TEXT.ready} <span className="font-medium text-slate-900">{task.fileName}</span>
          </p>
          <Button size="sm" onClick={downloadIt} loading={downloading} disabled={!online}>
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
