// GET notification/user/page (spec §7): the user's 50 newest web notifications and the unread count, polled every
// 60 s while the device is online and the page is visible.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { pollInterval } from '@/lib/poll.ts';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_POLL_MS } from '@/shared/constants.ts';

export interface NotificationItem {
  notificationId: number;
  content: string;
  /** JSON text: type, schoolId, groupId, groupName, mission, missionTitle, page, bookTitle, params. */
  metadata: string | null;
  readAt: string | null;
  sentAt: string | null;
  willExecutedAt: string | null;
}

export interface NotificationPage {
  result: NotificationItem[];
  unReadNotification: number;
  pagination?: { total: number; page: number; perPage: number };
}

export const notificationsKey = (schoolId: number | null) => ['notifications', schoolId ?? 'root'] as const;

export function getNotifications(schoolId: number | null, signal?: AbortSignal): Promise<NotificationPage> {
  return requestData<NotificationPage>('notification/user/page', {
    query: { page: 1, size: NOTIFICATION_PAGE_SIZE, type: 'WEB' },
    school: schoolId ?? undefined,
    signal,
  });
}

export const notificationsQueryOptions = (schoolId: number | null) =>
  queryOptions({
    queryKey: notificationsKey(schoolId),
    queryFn: ({ signal }) => getNotifications(schoolId, signal),
    meta: { offline: true },
    refetchInterval: pollInterval,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_POLL_MS / 2,
  });
