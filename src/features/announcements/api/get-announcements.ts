// GET group announcements: the teaching view's list (with whether the caller may post), a student's group list and
// home list. Query options only: route loaders import this file, and it must not pull the outbox engine into the
// first download.
import { queryOptions } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import type { Announcement } from '@/shared/announcement.ts';

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
