import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationPage } from './api/get-notifications.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { markAllRead, markOneRead, notificationTarget, notificationText } from './notification-utils.ts';

const item = (id: number, readAt: string | null = null): NotificationItem => ({
  notificationId: id,
  content: 'Nhiệm vụ "{}" trong nhóm {}',
  readAt,
  sentAt: null,
  willExecutedAt: null,
  metadata: JSON.stringify({ type: 'newMission', schoolId: 1, groupId: 2, params: ['Ôn tập', 'Lớp 7A1'] }),
});

describe('placeholders', () => {
  it('fills {} from params in order', () => {
    expect(notificationText(item(1))).toBe('Nhiệm vụ "Ôn tập" trong nhóm Lớp 7A1');
    expect(fillPlaceholders('{} và {}', ['A'])).toBe('A và ');
  });
});

describe('notificationTarget', () => {
  const base = { schoolId: 3, groupId: 9 };
  it('routes each type to its page', () => {
    expect(notificationTarget({ ...base, type: 'newMission' })).toBe('/3/my-learning-group/9?type=mission');
    // Received by the teacher: the teaching mission list, where the work waits for review.
    expect(notificationTarget({ ...base, type: 'completeExercise' })).toBe('/3/school-group/mission');
    expect(notificationTarget({ ...base, type: 'comment' })).toBe('/3/my-learning-group/9?type=comment');
    expect(notificationTarget({ ...base, type: 'auto_comment' })).toBe('/3/my-learning-group/9?type=comment');
    expect(notificationTarget({ ...base, type: 'speakingHistory' })).toBe('/3/my-learning-group/9?type=speakingResult');
    expect(notificationTarget({ ...base, type: 'gradeMission' })).toBe('/3/school-group/mission');
    expect(notificationTarget({ ...base, type: 'completeSpeaking' })).toBeNull();
    expect(notificationTarget({ ...base, type: 'examResults', examId: 21 })).toBe('/3/my-learning-group/9/21/ket-qua');
    expect(notificationTarget({ ...base, type: 'announcement' })).toBe('/3/my-learning-group/9?type=announcement');
    // A reviewed school bank opens in the school library; one shared with the teacher in her own.
    expect(notificationTarget({ schoolId: 3, type: 'library', kind: 'question', level: 'school', itemId: 5 })).toBe('/3/library/question/5');
    expect(notificationTarget({ schoolId: 3, type: 'library', kind: 'question', level: 'personal', itemId: 6 })).toBe('/3/person-library/question/6');
    expect(notificationTarget({ schoolId: 3, type: 'library', kind: 'schedule', level: 'school', itemId: 7 })).toBe('/3/library/plan/details/7');
    expect(notificationTarget({ schoolId: 3, type: 'library', kind: 'schedule', level: 'personal', itemId: 8 })).toBe('/3/person-library/plan/8');
    expect(notificationTarget({ schoolId: 3, type: 'library', kind: 'unknown', itemId: 6 })).toBeNull();
    // Read in the help dialog, on no page of its own.
    expect(notificationTarget({ type: 'feedbackReply', feedbackId: 4 })).toBeNull();
  });
});

describe('read marking', () => {
  const page = (unread: number, items: NotificationItem[]): NotificationPage => ({ result: items, unReadNotification: unread });

  it('lowers the unread count by one for an unread notification', () => {
    const next = markOneRead(page(2, [item(1), item(2)]), 1, 'now');
    expect(next.unReadNotification).toBe(1);
    expect(next.result[0]!.readAt).toBe('now');
  });

  it('never goes below zero and ignores read ones', () => {
    expect(markOneRead(page(0, [item(1)]), 1, 'now').unReadNotification).toBe(0);
    expect(markOneRead(page(3, [item(1, 'earlier')]), 1, 'now').unReadNotification).toBe(3);
  });

  it('marks everything read', () => {
    const next = markAllRead(page(2, [item(1), item(2, 'x')]), 'now');
    expect(next.unReadNotification).toBe(0);
    expect(next.result.map((n) => n.readAt)).toEqual(['now', 'x']);
  });
});
