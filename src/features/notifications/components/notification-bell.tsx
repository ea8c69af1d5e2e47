// The header bell: unread badge, a popover with the newest notifications, mark-all-read, and click-through to the
// page a notification is about (after making its school the current one); a reply to the user's feedback opens the
// help dialog at it.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { openHelp } from '@/lib/help-dialog.ts';
import { notificationsQueryOptions, type NotificationItem } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { notificationTarget, parseMetadata } from '../notification-utils.ts';
import { NotificationRow } from './notification-row.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export function NotificationBell({ schoolId }: { schoolId: number | null }) {
  const navigate = useNavigate();
  // useQuery, not suspense: a part of the header must never hold up or fail the page under it.
  const { data, isPending, isError } = useQuery(notificationsQueryOptions(schoolId));
  const mark = useMarkNotificationRead(schoolId);
  const unread = data?.unReadNotification ?? 0;

  const open = (n: NotificationItem, close: () => void) => {
    if (!n.readAt) mark.mutate({ id: n.notificationId });
    const meta = parseMetadata(n.metadata);
    close();
    if (meta.schoolId) writeKey(STORAGE_KEYS.schoolId, String(meta.schoolId));
    const target = notificationTarget(meta);
    if (target) void navigate({ href: target });
    else if (meta.type === 'feedbackReply') openHelp({ feedbackId: meta.feedbackId });
  };

  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={unread ? `Thông báo (${unread} chưa đọc)` : 'Thông báo'}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <path d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-2 flex max-h-[70vh] w-96 max-w-[calc(100vw-1rem)] flex-col rounded-xl border border-slate-200 bg-white shadow-xl"
      >
        {({ close }) => (
          <>
            <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
              <h2 className="font-semibold text-slate-900">Thông báo</h2>
              <button
                type="button"
                disabled={unread === 0}
                onClick={() => mark.mutate({ all: true })}
                className="text-sm font-medium text-brand-600 hover:underline disabled:text-slate-400 disabled:no-underline"
              >
                Đánh dấu tất cả đã đọc
              </button>
            </div>
            <div className="overflow-y-auto">
              {isPending ? (
                <p className="px-4 py-8 text-center text-sm text-slate-500">{TEXT.loading}</p>
              ) : isError && !data ? (
                <p className="px-4 py-8 text-center text-sm text-slate-500">Không tải được thông báo. Vui lòng kiểm tra kết nối mạng.</p>
              ) : !data?.result.length ? (
                <p className="px-4 py-8 text-center text-sm text-slate-500">Bạn chưa có tin nhắn nào</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.result.map((n) => (
                    <li key={n.notificationId}>
                      <NotificationRow item={n} onClick={() => open(n, close)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
