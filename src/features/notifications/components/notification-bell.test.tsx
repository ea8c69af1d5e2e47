// The bell against a mocked API: badge, list text, empty text, and the count dropping by one (never below zero).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-in-app.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { onOpenHelp, type HelpRequest } from '@/lib/help-dialog.ts';

// Generous waits: the whole suite runs in parallel and a loaded machine answers the mocked fetch late.
const SLOW = { timeout: 5000 };
import type { NotificationPage } from '../api/get-notifications.ts';

const page = (unread: number, readAt: string | null): NotificationPage => ({
  unReadNotification: unread,
  result: [
    {
      notificationId: 7,
      content: 'Giáo viên đã giao nhiệm vụ mới "{}"',
      readAt,
      sentAt: new Date().toISOString(),
      willExecutedAt: null,
      metadata: JSON.stringify({ type: 'newMission', schoolId: 3, groupId: 9, groupName: 'Lớp 7A1', params: ['Ôn tập'] }),
    },
  ],
});

function setup(data: NotificationPage, markResponse = { unReadNotification: 0 }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const body = url.includes('read-marking') ? markResponse : data;
      return new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const { router } = renderInApp(() => <NotificationBell schoolId={null} />);
  return { calls, router };
}

describe('NotificationBell', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the unread count and the filled-in text, and a click marks it read and opens its page', async () => {
    const { calls, router } = setup(page(1, null));
    const bell = await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' }, SLOW);
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('button', { name: /Giáo viên đã giao nhiệm vụ mới "Ôn tập"/ }, SLOW));
    await waitFor(() => expect(calls).toContain('PUT /api/notification/user/read-marking?notificationRequestId=7'), SLOW);
    await waitFor(() => expect(router.state.location.href).toBe('/3/my-learning-group/9?type=mission'), SLOW);
    expect(localStorage.getItem('lhs.schoolId')).toBe('3');
    expect(screen.getByRole('button', { name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it("opens the help dialog at the user's feedback when its reply is clicked, without leaving the page", async () => {
    const reply: NotificationPage = {
      unReadNotification: 1,
      result: [
        {
          notificationId: 8,
          content: 'Quản trị hệ thống đã trả lời góp ý “{}” của bạn',
          readAt: null,
          sentAt: new Date().toISOString(),
          willExecutedAt: null,
          metadata: JSON.stringify({ type: 'feedbackReply', feedbackId: 12, params: ['Nút Nộp bài bị che'] }),
        },
      ],
    };
    const requests: HelpRequest[] = [];
    const stop = onOpenHelp((r) => requests.push(r));
    const { router } = setup(reply);
    const before = router.state.location.href;
    await userEvent.click(await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: /đã trả lời góp ý “Nút Nộp bài bị che”/ }, SLOW));
    expect(requests).toEqual([{ feedbackId: 12 }]);
    expect(router.state.location.href).toBe(before);
    expect(localStorage.getItem('lhs.schoolId')).toBeNull();
    stop();
  });

  it('does not mark an already read notification again', async () => {
    const { calls } = setup(page(0, '2026-01-01T00:00:00Z'));
    await userEvent.click(await screen.findByRole('button', { name: 'Thông báo' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: /Ôn tập/ }, SLOW));
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('says so when there is nothing', async () => {
    setup({ unReadNotification: 0, result: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Thông báo' }, SLOW));
    expect(await screen.findByText('Bạn chưa có tin nhắn nào', {}, SLOW)).toBeInTheDocument();
  });
});
