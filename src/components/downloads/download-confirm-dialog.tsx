// Before a download starts: what it is, how big (only what the device does not have yet), and the device's storage
// with it added, so a student sees it fits before waiting for it.
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatFileSize } from '@/lib/format.ts';
import type { DownloadManifest } from '@/shared/downloads.ts';
import { DL_TEXT } from './download-texts.ts';
import { StorageMeter, useStorageInfo } from './storage-meter.tsx';

export interface DownloadConfirmDialogProps {
  manifests: DownloadManifest[] | null;
  onClose: () => void;
  onConfirm: (manifests: DownloadManifest[]) => void;
  busy?: boolean;
}

export function DownloadConfirmDialog({ manifests, onClose, onConfirm, busy = false }: DownloadConfirmDialogProps) {
  const info = useStorageInfo(manifests);
  const bytes = (manifests ?? []).reduce((sum, m) => sum + m.bytes, 0);
  const fits = !info || info.quota <= 0 || info.usage + bytes <= info.quota;
  return (
    <Dialog
      open={manifests !== null}
      onClose={onClose}
      title={DL_TEXT.confirmTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Huỷ
          </Button>
          <Button onClick={() => manifests && onConfirm(manifests)} loading={busy} disabled={!fits}>
            {`${DL_TEXT.confirm} (${formatFileSize(bytes)})`}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {manifests && manifests.length === 1 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{manifests[0]!.title}</span>
            {` · ${manifests[0]!.files.length} tệp · ${formatFileSize(bytes)}`}
          </p>
        ) : (
          <ul className="max-h-48 space-y-1 overflow-y-auto text-sm text-slate-700">
            {(manifests ?? []).map((m) => (
              <li key={m.key} className="flex justify-between gap-3">
                <span className="truncate">{m.title}</span>
                <span className="shrink-0 text-slate-500">{formatFileSize(m.bytes)}</span>
              </li>
            ))}
          </ul>
        )}
        <StorageMeter info={info} adding={bytes} />
        {!fits && (
          <p role="alert" className="text-sm text-red-700">
            Thiết bị không còn đủ dung lượng cho nội dung này. Hãy xoá bớt nội dung đã tải.
          </p>
        )}
      </div>
    </Dialog>
  );
}
