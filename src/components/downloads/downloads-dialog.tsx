// "Nội dung đã tải xuống": everything this user keeps on the device, with the space each takes and its state (pause,
// resume, remove, download the new version), the device's storage and whether the browser keeps it, and what the
// browser evicted (download again or forget). Opening it online checks which copies are out of date.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { checkDownloadUpdates } from '@/offline/downloads/download-updates.ts';
import { evictedDownloads, forgetEvictedDownload } from '@/offline/downloads/completed-list.ts';
import { useDownloads } from '@/offline/downloads/use-downloads.ts';
import { requestPersistence } from '@/offline/downloads/storage-info.ts';
import { DOWNLOAD_KIND_LABELS, DOWNLOAD_KINDS, type DownloadKind, type DownloadManifest } from '@/shared/downloads.ts';
import { DL_TEXT } from './download-texts.ts';
import { DownloadButton } from './download-button.tsx';
import { DownloadConfirmDialog } from './download-confirm-dialog.tsx';
import { readManifests, startDownloads } from './start-downloads.ts';
import { StorageMeter, useStorageInfo } from './storage-meter.tsx';

function parseKey(key: string): { kind: DownloadKind; id: number } | null {
  const [kind, id] = key.split(':');
  const k = DOWNLOAD_KINDS.find((x) => x === kind);
  return k && Number(id) > 0 ? { kind: k, id: Number(id) } : null;
}

export function DownloadsDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: number }) {
  const downloads = useDownloads(userId);
  const [evicted, setEvicted] = useState<string[]>([]);
  const [asking, setAsking] = useState<DownloadManifest[] | null>(null);
  const [persistTick, setPersistTick] = useState(0);
  const info = useStorageInfo([downloads?.length, downloads?.filter((d) => d.status === 'complete').length, persistTick, open]);

  useEffect(() => {
    if (!open) return;
    if (navigator.onLine) void checkDownloadUpdates(userId).catch(() => undefined);
    void evictedDownloads(userId).then(setEvicted);
  }, [open, userId, downloads?.length]);

  const again = async (key: string) => {
    const target = parseKey(key);
    if (!target) return;
    const manifests = await readManifests([target]);
    if (manifests) setAsking(manifests);
  };

  return (
    <Dialog open={open} onClose={onClose} title={DL_TEXT.listTitle} width={720}>
      <div className="space-y-4">
        <StorageMeter info={info} />
        {info && !info.persisted && (
          <Button size="sm" variant="secondary" onClick={() => void requestPersistence().then(() => setPersistTick((n) => n + 1))}>
            Đề nghị trình duyệt giữ nội dung đã tải
          </Button>
        )}
        {evicted.length > 0 && (
          <section aria-label="Nội dung bị trình duyệt xoá" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>{DL_TEXT.evicted}</p>
            <ul className="space-y-1">
              {evicted.map((key) => {
                const t = parseKey(key);
                return (
                  <li key={key} className="flex flex-wrap items-center gap-2">
                    <span>{t ? `${DOWNLOAD_KIND_LABELS[t.kind]} #${t.id}` : key}</span>
                    <Button size="sm" variant="secondary" onClick={() => void again(key)}>
                      Tải lại
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        forgetEvictedDownload(userId, key);
                        setEvicted((list) => list.filter((k) => k !== key));
                      }}
                    >
                      {DL_TEXT.forget}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {downloads === undefined ? (
          <Spinner />
        ) : downloads.length === 0 ? (
          <EmptyState title="Chưa có nội dung nào" description={DL_TEXT.listEmpty} />
        ) : (
          <ul aria-label={DL_TEXT.listTitle} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {downloads.map((d) => (
              <li key={d.key} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{d.title}</p>
                  <p className="text-xs text-slate-500">{`${DOWNLOAD_KIND_LABELS[d.kind]} · ${formatFileSize(d.bytes)}`}</p>
                </div>
                <DownloadButton userId={userId} kind={d.kind} id={d.id} title={d.title} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DownloadConfirmDialog
        manifests={asking}
        onClose={() => setAsking(null)}
        onConfirm={(m) =>
          void startDownloads(userId, m).then((ok) => {
            if (!ok) return;
            setAsking(null);
            m.forEach((x) => forgetEvictedDownload(userId, x.key));
            setEvicted((list) => list.filter((k) => !m.some((x) => x.key === k)));
          })
        }
      />
    </Dialog>
  );
}
