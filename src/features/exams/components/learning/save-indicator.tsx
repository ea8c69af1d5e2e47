// "Đang lưu…" / "Đã lưu" / the error, per question and for the whole exam. "Đã lưu" means committed to this device's
// storage, never merely typed.
import type { SaveState } from './use-answer-saver.ts';

export function SaveIndicator({ state, className = '' }: { state: SaveState | undefined; className?: string }) {
  if (!state) return null;
  if (state.status === 'error') {
    return (
      <p role="alert" className={`text-sm font-medium text-red-700 ${className}`}>
        {state.message}
      </p>
    );
  }
  return (
    <span role="status" className={`text-sm ${state.status === 'saved' ? 'text-green-700' : 'text-slate-500'} ${className}`}>
      {state.status === 'saved' ? '✓ Đã lưu' : 'Đang lưu…'}
    </span>
  );
}

/** The summary of every question's state: an error wins, then saving, then saved. */
export function overallState(states: ReadonlyMap<number, SaveState>): SaveState | undefined {
  const all = [...states.values()];
  return all.find((s) => s.status === 'error') ?? all.find((s) => s.status === 'saving') ?? all[0];
}
