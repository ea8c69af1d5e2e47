// Where the on-device scorer stands: the model download with its progress (first use), ready for offline use, or
// why the device cannot score (the server still scores the upload).
import type { EngineState } from '../engine/scoring-client.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

const mb = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function EngineStatus({ state }: { state: EngineState }) {
  if (state.status === 'downloading') {
    const percent = state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;
    return (
      <div className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <p className="mb-2">
          {SPEAKING_MSG.modelDownloading}: {mb(state.loaded)} / {mb(state.total)} MB ({percent}%)
        </p>
        <progress className="h-2 w-full" max={100} value={percent} aria-label="Tiến độ tải bộ chấm phát âm" />
      </div>
    );
  }
  if (state.status === 'ready') return <p className="text-sm text-emerald-700">{SPEAKING_MSG.modelReady}</p>;
  if (state.status === 'unavailable') {
    const text = {
      missing: SPEAKING_MSG.modelOfflineMissing,
      storage: SPEAKING_MSG.modelStorageFull,
      failed: SPEAKING_MSG.modelFailed,
      unsupported: SPEAKING_MSG.engineUnsupported,
    }[state.reason];
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {text}
      </p>
    );
  }
  return <p className="text-sm text-slate-500">Đang chuẩn bị bộ chấm phát âm…</p>;
}
