// Group announcements: the teaching view's list, a student's group list and home list (GET), posting through the
// outbox (POST s/school_groups/:id/announcements: saved on the device first, sent when there is a network) and
// deleting one's own (DELETE s/announcements/:id, online).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { drain, enqueue } from '@/offline/outbox.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import type { Announcement, AnnouncementInput } from '@/shared/announcement.ts';

/** Every announcement query of a school starts with this, so one invalidation refreshes them all. */
export const announcementsKey = (schoolId: number) => ['announcements', schoolId] as const;

/** The teaching view's list, and whether the caller may post (a teacher of the group; overseers only read). */
export interface TeachingAnnouncements {
  data: Announcement[];
  canPost: boolean;
}

export const teachingAnnouncementsQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...announcementsKey(schoolId), 'teaching', groupId],
    queryFn: ({ signal }) => request<TeachingAnnouncements>(`s/school_groups/${groupId}/announcements`, { school: schoolId, signal }),
  });

export const groupAnnouncementsQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...announcementsKey(schoolId), 'learning', groupId],
    queryFn: ({ signal }) => requestData<Announcement[]>(`s/personal/learning_groups/${groupId}/announcements`, { school: schoolId, signal }),
    meta: { offline: true },
  });

export const homeAnnouncementsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: [...announcementsKey(schoolId), 'home'],
    queryFn: ({ signal }) => requestData<Announcement[]>('s/personal/announcements', { school: schoolId, signal }),
    // A student's home and group page show their last copy offline.
    meta: { offline: true },
  });

export const announcementsUrl = (groupId: number) => `/api/s/school_groups/${groupId}/announcements`;

/** Resolves once the announcement is safe on this device; delivered now when online, else when the network returns. */
export async function queueAnnouncement(who: { userId: number; schoolId: number; groupId: number; groupName: string }, body: AnnouncementInput) {
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token) await setOutboxAuth(who.userId, token);
  const item = await enqueue({
    userId: who.userId,
    schoolId: who.schoolId,
    kind: 'announcement',
    group: `announcement:${who.groupId}`,
    method: 'POST',
    url: announcementsUrl(who.groupId),
    body,
    label: `Thông báo cho ${who.groupName}`,
  });
  if (navigator.onLine) void drain().catch(() => undefined);
  return item;
}

export function useDeleteAnnouncement(schoolId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestData<{ id: number }>(`s/announcements/${id}`, { method: 'DELETE', school: schoolId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementsKey(schoolId) }),
  });
}
