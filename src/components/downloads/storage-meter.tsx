// How much of the device's allowance this app uses (navigator.storage.estimate), as a meter with the numbers, and
// whether the browser keeps the downloads (persistent storage).
import { useEffect, useState } from 'react';
import { Meter } from '@/components/ui/meter.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { storageInfo, type StorageInfo } from '@/offline/downloads/storage-info.ts';
import { DL_TEXT } from './download-texts.ts';

/** Re-read whenever `refresh` changes (after a download finishes or is removed). */
export function useStorageInfo(refresh: unknown = null): StorageInfo | null | undefined {
  const [info, setInfo] = useState<StorageInfo | null>();
  useEffect(() => {
    let live = true;
    void storageInfo()
      .then((i) => live && setInfo(i))
      .catch(() => live && setInfo(null));
    return () => {
      live = false;
    };
  }, [refresh]);
  return info;
}

export function StorageMeter({ info, adding = 0 }: { info: StorageInfo | null | undefined; adding?: number }) {
  if (info === undefined) return null;
  if (info === null || info.quota <= 0) return <p className="text-sm text-slate-600">Trình duyệt này không cho biết dung lượng còn trống.</p>;
  const share = ((info.usage + adding) / info.quota) * 100;
  const tone = share >= 90 ? 'bg-red-600' : share >= 60 ? 'bg-amber-500' : 'bg-brand-600';
  return (
    <div className="space-y-1">
      <Meter label="Dung lượng đã dùng trên thiết bị" percent={share} barClass={tone} floor={2} />
      <p className="text-sm text-slate-600">
        {adding > 0
          ? `Sau khi tải: ${formatFileSize(info.usage + adding)} / ${formatFileSize(info.quota)} trình duyệt cho phép`
          : `Đã dùng ${formatFileSize(info.usage)} / ${formatFileSize(info.quota)} trình duyệt cho phép`}
      </p>
      <p className="text-xs text-slate-500">{info.persisted ? DL_TEXT.persisted : DL_TEXT.notPersisted}</p>
    </div>
  );
}
