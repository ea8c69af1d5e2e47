// One notification in the bell's list: filled-in text, its group, relative time, unread dot.
import { formatRelative } from '@/lib/format.ts';
import type { NotificationItem } from '../api/get-notifications.ts';
import { notificationText, parseMetadata } from '../notification-utils.ts';

export function NotificationRow({ item, onClick }: { item: NotificationItem; onClick: () => void }) {
  const meta = parseMetadata(item.metadata);
  const unread = !item.readAt;
  return (
    <button
      type="button"
      onClick={onClick}
      data-unread={unread || undefined}
      className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 ${unread ? 'bg-brand-50/60' : ''}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-500' : 'bg-transparent'}`} />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm ${unread ? 'font-medium text-slate-900' : 'text-slate-600'}`}>{notificationText(item)}</span>
        <span className="mt-1 block text-xs text-slate-600">
          {meta.groupName ? `${meta.groupName} · ` : ''}
          {formatRelative(item.sentAt ?? item.willExecutedAt)}
        </span>
      </span>
      {unread && <span className="sr-only">Chưa đọc</span>}
    </button>
  );
}
