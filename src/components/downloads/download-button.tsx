// "Tải xuống để học ngoại tuyến" for one lecture, e-book or media item, and then its state on this device: the
// progress with pause, waiting for the network, the failure and why (retry), downloaded (remove), or out of date
// (download the new version). The state comes live from IndexedDB, so it is right in every tab and after a reload.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { toast } from '@/lib/toast.ts';
import { pauseDownload, removeDownload, resumeDownload } from '@/offline/downloads/downloads.ts';
import { useDownload } from '@/offline/downloads/use-downloads.ts';
import { downloadKey, type DownloadKind, type DownloadManifest } from '@/shared/downloads.ts';
import { DL_TEXT } from './download-texts.ts';
import { DownloadConfirmDialog } from './download-confirm-dialog.tsx';
import { readManifests, startDownloads } from './start-downloads.ts';

export interface DownloadButtonProps {
  userId: number;
  kind: DownloadKind;
  id: number;
  title: string;
  /** On a dark bar (the presentation): light text. */
  tone?: 'light' | 'dark';
}

export function DownloadButton({ userId, kind, id, title, tone = 'dark' }: DownloadButtonProps) {
  const key = downloadKey(kind, id);
  const entry = useDownload(userId, key);
  const [asking, setAsking] = useState<DownloadManifest[] | null>(null);
  const [busy, setBusy] = useState(false);
  const text = tone === 'light' ? 'text-white' : 'text-slate-700';

  const prepare = async () => {
    setBusy(true);
    const manifests = await readManifests([{ kind, id }]);
    setBusy(false);
    if (manifests) setAsking(manifests);
  };
  const start = async (manifests: DownloadManifest[]) => {
    setBusy(true);
    const ok = await startDownloads(userId, manifests);
    setBusy(false);
    if (ok) setAsking(null);
  };

  let body;
  if (entry === undefined) body = null;
  else if (entry === null)
    body = (
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void prepare()} aria-label={`${DL_TEXT.download}: ${title}`}>
        {DL_TEXT.download}
      </Button>
    );
  else if (entry.status === 'complete')
    body = (
      <>
        <span role="status" className={`text-sm font-medium ${tone === 'light' ? 'text-emerald-300' : 'text-emerald-700'}`}>
          {`${DL_TEXT.downloaded} · ${formatFileSize(entry.bytes)}`}
        </span>
        <Button
          size="sm"
          variant="ghost"
          className={text}
          onClick={() => void removeDownload(userId, key).then(() => toast.success(OFFLINE_MSG.downloadRemoved(title)))}
          aria-label={`${DL_TEXT.remove}: ${title}`}
        >
          {DL_TEXT.remove}
        </Button>
      </>
    );
  else if (entry.status === 'stale')
    body = (
      <>
        <span role="status" className={`text-sm ${tone === 'light' ? 'text-amber-200' : 'text-amber-800'}`} title={entry.error ?? undefined}>
          {DL_TEXT.stale}
        </span>
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void prepare()}>
          {DL_TEXT.update}
        </Button>
      </>
    );
  else {
    const share = entry.bytes ? (entry.bytesDone / entry.bytes) * 100 : 0;
    const running = entry.status === 'queued' || entry.status === 'downloading';
    const label =
      entry.status === 'failed'
        ? (entry.error ?? DL_TEXT.failed)
        : entry.status === 'paused'
          ? entry.pausedBy === 'network'
            ? DL_TEXT.waitingNetwork
            : DL_TEXT.paused
          : entry.status === 'queued'
            ? DL_TEXT.queued
            : DL_TEXT.downloading;
    body = (
      <div className="flex min-w-48 flex-col gap-1">
        <div className={`flex items-center justify-between gap-2 text-xs ${text}`}>
          <span role="status" className={entry.status === 'failed' ? (tone === 'light' ? 'text-red-200' : 'text-red-700') : ''}>
            {label}
          </span>
          <span>{`${formatFileSize(entry.bytesDone)} / ${formatFileSize(entry.bytes)}`}</span>
        </div>
        <Meter label={`Tiến độ tải: ${title}`} percent={share} floor={2} />
        <div className="flex gap-2">
          {running ? (
            <Button size="sm" variant="ghost" className={text} onClick={() => void pauseDownload(userId, key)}>
              {DL_TEXT.pause}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => void resumeDownload(userId, key)}>
              {entry.status === 'failed' ? DL_TEXT.retry : DL_TEXT.resume}
            </Button>
          )}
          <Button size="sm" variant="ghost" className={text} onClick={() => void removeDownload(userId, key)}>
            Huỷ tải
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {body}
      <DownloadConfirmDialog manifests={asking} onClose={() => setAsking(null)} onConfirm={(m) => void start(m)} busy={busy} />
    </div>
  );
}
