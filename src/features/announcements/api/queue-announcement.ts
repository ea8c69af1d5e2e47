// POST s/school_groups/:id/announcements through the outbox: saved on the device first, sent when there is a network.
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { drain, enqueue } from '@/offline/outbox.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import type { AnnouncementInput } from '@/shared/announcement.ts';
import { announcementsUrl } from './get-announcements.ts';

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
    label: OFFLINE_MSG.announcementLabel(who.groupName),
  });
  if (navigator.onLine) void drain().catch(() => undefined);
  return item;
}
