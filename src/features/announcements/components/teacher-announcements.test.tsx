// A teacher's announcement: refused with a Vietnamese message per field and kept while wrong; offline, saved in the
// outbox (the request the server will get) and shown as waiting; an overseer reads without a form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { db } from '@/offline/db.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { MSG } from '@/shared/messages.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import type { Announcement } from '@/shared/announcement.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { TeacherAnnouncements } from './teacher-announcements.tsx';

const api = mockApi();
const PATH = 's/school_groups/2/announcements';

const posted: Announcement = {
  id: 7,
  group: { id: 2, name: 'Lớp 7A1' },
  body: 'Thứ Sáu kiểm tra 15 phút.',
  link: 'https://example.edu.vn/on-tap',
  author: { id: 5, first_name: 'Thị Lan', last_name: 'Phạm' },
  createdAt: '2026-11-25T02:00:00.000Z',
  isMine: true,
};

let online = true;
beforeEach(async () => {
  await resetOfflineDb();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = () => renderInApp(() => <TeacherAnnouncements schoolId={1} userId={5} groupId={2} groupName="Lớp 7A1" />);

describe('TeacherAnnouncements', () => {
  it('refuses an empty text and a bad link, keeping what was typed', async () => {
    api.on('get', PATH, HttpResponse.json({ data: [posted], canPost: true }));
    show();
    const user = userEvent.setup();
    expect(await screen.findByText('Thứ Sáu kiểm tra 15 phút.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Đường dẫn (không bắt buộc)'), 'tailieu.vn');
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    expect(await screen.findByText(MSG.announcementRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.announcementLinkInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Đường dẫn (không bắt buộc)')).toHaveValue('tailieu.vn');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: saves the announcement in the outbox and shows it waiting', async () => {
    online = false;
    api.on('get', PATH, HttpResponse.json({ data: [], canPost: true }));
    show();
    const user = userEvent.setup();
    await screen.findByText('Nhóm chưa có thông báo nào');
    await user.type(screen.getByLabelText(/Nội dung thông báo/), 'Các em nhớ mang sách bài tập.');
    await user.click(screen.getByRole('button', { name: 'Đăng thông báo' }));
    const waiting = await screen.findByRole('list', { name: 'Thông báo chờ gửi' });
    expect(within(waiting).getByText('Các em nhớ mang sách bài tập.')).toBeInTheDocument();
    expect(within(waiting).getByText(OFFLINE_MSG.stateWaiting)).toBeInTheDocument();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      kind: 'announcement',
      method: 'POST',
      url: '/api/s/school_groups/2/announcements',
      userId: 5,
      body: { body: 'Các em nhớ mang sách bài tập.', link: null },
    });
    expect(screen.getByLabelText(/Nội dung thông báo/)).toHaveValue('');
  });

  it('shows an overseer the announcements without a form or a delete button', async () => {
    api.on('get', PATH, HttpResponse.json({ data: [{ ...posted, isMine: false }], canPost: false }));
    show();
    expect(await screen.findByText('Thứ Sáu kiểm tra 15 phút.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.edu.vn/on-tap' })).toHaveAttribute('target', '_blank');
  });
});
