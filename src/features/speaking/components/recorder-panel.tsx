// The record / stop / record-again control with the live level meter and timer, the microphone's error in words, and
// where the recording stands (saving, saved on the device, sent, refused).
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { LevelMeter } from '../recorder/level-meter.tsx';
import { useRecorder } from '../recorder/use-recorder.ts';
import type { SavePhase } from '../practice/use-practice.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

function Timer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <span className="font-mono tabular-nums">
      {`0${Math.floor(seconds / 60)}`.slice(-2)}:{`0${seconds % 60}`.slice(-2)}
    </span>
  );
}

export interface RecorderPanelProps {
  disabled?: boolean;
  save: SavePhase;
  onRecorded: (blob: Blob) => void;
}

export function RecorderPanel({ disabled = false, save, onRecorded }: RecorderPanelProps) {
  const { state, start, stop } = useRecorder((blob) => onRecorded(blob));
  const recording = state.status === 'recording';
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        {recording ? (
          <Button variant="danger" onClick={stop}>
            ■ Dừng ghi âm
          </Button>
        ) : (
          <Button onClick={() => void start()} loading={state.status === 'starting'} disabled={disabled || save.status === 'saving'}>
            ● {save.status === 'none' ? 'Bắt đầu ghi âm' : 'Ghi âm lại'}
          </Button>
        )}
        {recording && (
          <span className="inline-flex items-center gap-2 text-sm text-red-700">
            <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            Đang ghi âm <Timer startedAt={state.startedAt} />
          </span>
        )}
      </div>
      {recording && state.level && <LevelMeter source={state.level} />}
      {state.status === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {state.message}
        </p>
      )}
      {save.status === 'saving' && <p className="text-sm text-slate-600">Đang lưu bản ghi âm…</p>}
      {save.status === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {save.message}
        </p>
      )}
      {save.status === 'saved' && (
        <p role="status" className="text-sm text-emerald-700">
          {navigator.onLine ? SPEAKING_MSG.saved : SPEAKING_MSG.savedOffline}
        </p>
      )}
    </div>
  );
}
