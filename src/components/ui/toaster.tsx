// Renders the toast store (lib/toast.ts): each notice with its §8 title, dismissable, announced to screen readers.
import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast, type ToastKind } from '@/lib/toast.ts';

const STYLES: Record<ToastKind, string> = {
  success: 'border-green-500 text-green-800',
  error: 'border-red-500 text-red-800',
  warning: 'border-amber-500 text-amber-800',
  info: 'border-brand-500 text-brand-800',
};

export function Toaster() {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-3 shadow-lg ${STYLES[t.kind]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{t.title}</p>
            <p className="text-sm break-words text-slate-700">{t.message}</p>
          </div>
          <button type="button" aria-label="Đóng thông báo" onClick={() => dismissToast(t.id)} className="text-slate-400 hover:text-slate-600">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
