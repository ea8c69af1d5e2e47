// Opening an experiment: its package's page in a sandboxed frame (scripts run, but never with the app's origin, so
// the page cannot reach the app's storage or token), with a full-screen button, its instructions and filing.
import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EXPERIMENT_FRAME_SANDBOX, type Experiment } from '@/shared/experiments.ts';

export function ExperimentPlayerDialog({ item, onClose }: { item: Experiment | null; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Dialog open={item !== null} onClose={onClose} title={item?.name ?? ''} width={1100}>
      {item && (
        <div className="space-y-3">
          <iframe
            ref={frame}
            src={item.runUrl}
            title={`Thí nghiệm: ${item.name}`}
            sandbox={EXPERIMENT_FRAME_SANDBOX}
            allow="fullscreen"
            className="h-[60vh] w-full rounded-lg border border-slate-200 bg-white"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">{[item.category?.name, item.subject?.name, item.grade?.name].filter(Boolean).join(' · ')}</p>
            <Button size="sm" variant="secondary" onClick={() => void frame.current?.requestFullscreen?.()}>
              Toàn màn hình
            </Button>
          </div>
          {item.instructions && (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Hướng dẫn</h3>
              <p className="whitespace-pre-line text-sm text-slate-800">{item.instructions}</p>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
