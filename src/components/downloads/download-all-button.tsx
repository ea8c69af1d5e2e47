// Everything a class was given, downloaded at once ("Tải tất cả để học ngoại tuyến"): the size of what the device does
// not have yet before it starts, then one progress over all of it. Each item is its own download (shared files are
// fetched once), so a dropped network resumes without fetching finished files again.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { useDownloads } from '@/offline/downloads/use-downloads.ts';
import { downloadKey, type DownloadManifest } from '@/shared/downloads.ts';
import { DL_TEXT } from './download-texts.ts';
import { DownloadConfirmDialog } from './download-confirm-dialog.tsx';
import { readManifests, startDownloads, type DownloadTarget } from './start-downloads.ts';

export function DownloadAllButton({ userId, items }: { userId: number; items: DownloadTarget[] }) {
  const downloads = useDownloads(userId);
  const [asking, setAsking] = useState<DownloadManifest[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!downloads || items.length === 0) return null;

  const byKey = new Map(downloads.map((d) => [d.key, d]));
  const mine = items.map((t) => byKey.get(downloadKey(t.kind, t.id)));
  const missing = items.filter((_, i) => {
    const d = mine[i];
    return !d || d.status === 'stale';
  });
  const running = mine.filter((d) => d && d.status !== 'complete' && d.status !== 'stale');
  const bytes = running.reduce((s, d) => s + (d?.bytes ?? 0), 0);
  const done = running.reduce((s, d) => s + (d?.bytesDone ?? 0), 0);

  const prepare = async () => {
    setBusy(true);
    const manifests = await readManifests(missing);
    setBusy(false);
    if (manifests) setAsking(manifests);
  };
  const start = async (manifests: DownloadManifest[]) => {
    setBusy(true);
    const ok = await startDownloads(userId, manifests);
    setBusy(false);
    if (ok) setAsking(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {missing.length > 0 ? (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void prepare()}>
          {`${DL_TEXT.downloadAll} (${missing.length})`}
        </Button>
      ) : running.length === 0 ? (
        <span role="status" className="text-sm font-medium text-emerald-700">
          {DL_TEXT.allDownloaded}
        </span>
      ) : null}
      {running.length > 0 && (
        <div className="flex min-w-56 flex-col gap-1">
          <span
            role="status"
            className="text-xs text-slate-600"
          >{`Đang tải ${running.length} nội dung · ${formatFileSize(done)} / ${formatFileSize(bytes)}`}</span>
          <Meter label="Tiến độ tải tài liệu của nhóm" percent={bytes ? (done / bytes) * 100 : 0} floor={2} />
        </div>
      )}
      <DownloadConfirmDialog manifests={asking} onClose={() => setAsking(null)} onConfirm={(m) => void start(m)} busy={busy} />
    </div>
  );
}
