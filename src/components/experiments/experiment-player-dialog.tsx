// Opening an experiment: its package's page in a frame, with a full-screen button, "Tải về" for use offline, its
// instructions and filing. The frame carries no sandbox attribute on purpose: a sandboxed frame's page is never
// answered by the service worker, so it could not open offline. Every answer for the page — the server's, or the
// service worker's copy, kept only with it (sw/experiments-route.ts) — carries the sandbox policy
// (server/src/http/security-headers.ts): scripts run, but with an opaque origin, never reaching the app's storage,
// cookies or token.
import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Experiment } from '@/shared/experiments.ts';
import { ExperimentKeepButton } from './experiment-keep-button.tsx';

export function ExperimentPlayerDialog({ item, onClose }: { item: Experiment | null; onClose: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loads, setLoads] = useState(0);
  return (
    <Dialog open={item !== null} onClose={onClose} title={item?.name ?? ''} width={1100}>
      {item && (
        <div className="space-y-3">
          <iframe
            ref={frame}
            src={item.runUrl}
            title={`Thí nghiệm: ${item.name}`}
            allow="fullscreen"
            onLoad={() => setLoads((n) => n + 1)}
            className="h-[60vh] w-full rounded-lg border border-slate-200 bg-white"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">{[item.category?.name, item.subject?.name, item.grade?.name].filter(Boolean).join(' · ')}</p>
            <div className="flex flex-wrap items-center gap-2">
              <ExperimentKeepButton item={item} recheck={loads} />
              <Button size="sm" variant="secondary" onClick={() => void frame.current?.requestFullscreen?.()}>
                Toàn màn hình
              </Button>
            </div>
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
