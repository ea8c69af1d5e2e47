// Where the teacher's edits are: being written, on this device waiting for the network, sent, or refused (with why
// and a retry). Announced politely to screen readers.
import type { SaveState } from '../use-deck-autosave.ts';

const TEXTS = {
  saved: ['Đã lưu', 'text-green-700'],
  editing: ['Đang lưu…', 'text-slate-600'],
  sending: ['Đang đồng bộ…', 'text-slate-600'],
  offline: ['Đã lưu trên máy, sẽ gửi khi có mạng', 'text-amber-700'],
} as const;

export function SaveStateBadge({ state }: { state: SaveState }) {
  if (state.kind === 'failed')
    return (
      <span role="status" className="flex items-center gap-2 text-sm text-red-700">
        <span>Chưa lưu được: {state.message}</span>
        {state.retry && (
          <button type="button" onClick={state.retry} className="min-h-11 rounded-md border border-red-300 px-2 hover:bg-red-50">
            Thử lại
          </button>
        )}
      </span>
    );
  const [text, tone] = TEXTS[state.kind];
  return (
    <span role="status" className={`text-sm ${tone}`}>
      {text}
    </span>
  );
}
