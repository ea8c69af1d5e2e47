// "Tải về" for one experiment, and then its state on this device ("Đã tải về", with "Xoá bản tải"): the page kept by
// the service worker (src/offline/experiment-cache.ts), so the experiment opens again without a network.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { toast } from '@/lib/toast.ts';
import { forgetExperiment, isExperimentKept, keepExperiment } from '@/offline/experiment-cache.ts';
import type { Experiment } from '@/shared/experiments.ts';

export interface ExperimentKeepButtonProps {
  item: Pick<Experiment, 'name' | 'runUrl' | 'size'>;
  /** Changes when the experiment was just opened (its page then kept by the service worker): look again. */
  recheck?: number;
}

export function ExperimentKeepButton({ item, recheck = 0 }: ExperimentKeepButtonProps) {
  const [kept, setKept] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void isExperimentKept(item.runUrl).then(
      (k) => live && setKept(k),
      () => live && setKept(false),
    );
    return () => {
      live = false;
    };
  }, [item.runUrl, recheck]);

  if (kept === null) return null;
  if (kept)
    return (
      <>
        <span role="status" className="text-sm font-medium text-emerald-700">
          Đã tải về · {formatFileSize(item.size)}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Xoá bản tải: ${item.name}`}
          onClick={() =>
            void forgetExperiment(item.runUrl).then(() => {
              setKept(false);
              toast.success(OFFLINE_MSG.downloadRemoved(item.name));
            })
          }
        >
          Xoá bản tải
        </Button>
      </>
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={`Tải về: ${item.name}`}
      onClick={() => {
        setBusy(true);
        keepExperiment(item.runUrl)
          .then(
            () => {
              setKept(true);
              toast.success(OFFLINE_MSG.downloadKept(item.name));
            },
            () => toast.error(OFFLINE_MSG.experimentKeepFailed),
          )
          .finally(() => setBusy(false));
      }}
    >
      Tải về
    </Button>
  );
}
