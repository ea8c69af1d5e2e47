// The header's sync status: how many writes wait on this device (answers, submissions, grades, recordings), and a
// popover with each one and its state. Every state ends somewhere a person can act: waiting or retrying on its own
// (with when), waiting for a new sign-in, or needing attention with the server's reason and 'Thử lại' / 'Xoá'
// (confirmed, with a copy saved to a file first: outbox-delete.tsx).
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useSyncExternalStore } from 'react';
import { useDeleteOutboxItem } from '@/components/outbox-delete.tsx';
import { formatClock } from '@/lib/format.ts';
import { syncStatus } from '@/offline/outbox-status.ts';
import { retryItem } from '@/offline/outbox.ts';
import type { OutboxItem } from '@/offline/db.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function stateText(item: OutboxItem, now: number = Date.now()): string {
  if (item.state === 'failed') return OFFLINE_MSG.stateNeedsAttention(item.lastError);
  if (item.state === 'sending') return OFFLINE_MSG.stateSending;
  if (item.lastStatus === 401) return OFFLINE_MSG.stateNeedsSignIn;
  if (item.lastError && item.nextAttemptAt > now) return OFFLINE_MSG.stateRetryAt(formatClock(new Date(item.nextAttemptAt)), item.lastError);
  return OFFLINE_MSG.stateWaiting;
}

export function SyncStatusControl() {
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot, syncStatus.getServerSnapshot);
  const remove = useDeleteOutboxItem();
  const count = status.items.length;
  if (count === 0 && !status.error) return remove.dialog;

  return (
    <>
      <Popover className="relative">
        {/* The words are the button's name; on a narrow header they are read, not shown. */}
        <PopoverButton
          className={`inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 ${
            status.failed ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-sky-50 text-sky-900 ring-sky-300'
          }`}
        >
          <svg
            viewBox="0 0 24 24"
            className={`size-4 ${status.sending ? 'animate-spin' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4" />
          </svg>
          <span aria-hidden="true" className="xl:hidden">
            {count}
          </span>
          <span className="sr-only xl:not-sr-only">{OFFLINE_MSG.syncBadge(count)}</span>
        </PopoverButton>
        <PopoverPanel anchor="bottom end" className="z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
          <p className="mb-2 text-sm font-semibold text-slate-900">Dữ liệu chờ gửi lên máy chủ</p>
          {status.error && (
            <p role="alert" className="mb-2 text-sm text-red-700">
              {status.error}
            </p>
          )}
          <ul className="space-y-2">
            {status.items.map((item) => (
              <li key={item.id} className="rounded-lg bg-slate-50 p-2 text-sm">
                <p className="font-medium text-slate-800">{item.label}</p>
                <p className={item.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>{stateText(item)}</p>
                {item.state === 'failed' && (
                  <div className="mt-2 flex gap-2">
                    <button type="button" className="h-11 rounded-lg bg-brand-700 px-4 text-white" onClick={() => void retryItem(item.id!)}>
                      {TEXT.retry}
                    </button>
                    <button type="button" className="h-11 rounded-lg border border-slate-300 px-4" onClick={() => remove.ask(item)}>
                      {TEXT.delete}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-500">Dữ liệu được lưu trên máy và tự động gửi khi có mạng.</p>
        </PopoverPanel>
      </Popover>
      {remove.dialog}
    </>
  );
}
