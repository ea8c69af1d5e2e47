import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { enqueue } from '@/offline/outbox.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { SyncStatusControl, stateText } from './sync-status-control.tsx';
import type { OutboxItem } from '@/offline/db.ts';

const item = (label: string) => ({
  userId: 5,
  schoolId: 3,
  kind: 'submission' as const,
  method: 'PUT' as const,
  url: '/api/x',
  body: {},
  label,
});

beforeEach(resetOfflineDb);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SyncStatusControl', () => {
  it('is hidden while nothing waits', async () => {
    const { container } = render(<SyncStatusControl />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('counts waiting items and lists each with its state; one needing attention can be retried, or deleted after a confirmation that saves a copy first', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:copy';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await enqueue(item('Nộp bài: Kiểm tra 45 phút'));
    const failed = await enqueue(item('Chấm bài: Nguyễn An'));
    await db.outbox.update(failed.id!, { state: 'failed', lastError: 'Bài làm đã được nộp' });
    render(<SyncStatusControl />);
    await user.click(await screen.findByRole('button', { name: '2 mục chờ đồng bộ' }));
    expect(await screen.findByText('Nộp bài: Kiểm tra 45 phút')).toBeInTheDocument();
    expect(screen.getByText('Đang chờ gửi')).toBeInTheDocument();
    expect(screen.getByText('Cần xử lý: Bài làm đã được nộp')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(async () => expect((await db.outbox.get(failed.id!))?.state).toBe('pending'));
    await db.outbox.update(failed.id!, { state: 'failed' });

    await user.click(await screen.findByRole('button', { name: 'Xoá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xoá khỏi hàng chờ gửi?' });
    expect(dialog).toHaveTextContent('Một bản sao được tải về máy của bạn trước khi xoá.');
    await user.click(screen.getByRole('button', { name: 'Huỷ' }));
    expect(await db.outbox.get(failed.id!)).toBeDefined();
    expect(click).not.toHaveBeenCalled();

    if (!screen.queryByRole('button', { name: 'Xoá' })) await user.click(screen.getByRole('button', { name: '2 mục chờ đồng bộ' }));
    await user.click(await screen.findByRole('button', { name: 'Xoá' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xoá' }));
    await waitFor(async () => expect(await db.outbox.get(failed.id!)).toBeUndefined());
    expect(click).toHaveBeenCalledTimes(1);
    const copy = JSON.parse(await saved[0]!.text()) as { label: string; refusedWith: string; request: { url: string } };
    expect(copy).toMatchObject({ label: 'Chấm bài: Nguyễn An', refusedWith: 'Bài làm đã được nộp', request: { url: '/api/x' } });
    await waitFor(() => expect(screen.getByRole('button', { name: '1 mục chờ đồng bộ' })).toBeInTheDocument());
  });

  it('tells an item waiting for a new sign-in and one waiting for its next retry', () => {
    const base = { state: 'pending', lastError: null, lastStatus: null, nextAttemptAt: 0 } as unknown as OutboxItem;
    expect(stateText({ ...base, lastStatus: 401, lastError: 'Phiên đăng nhập đã hết hạn' })).toBe('Chờ đăng nhập lại để gửi');
    const at = new Date();
    at.setHours(at.getHours() < 23 ? at.getHours() + 1 : 23, 30, 0, 0);
    const later = { ...base, lastStatus: 503, lastError: 'Máy chủ đang bận, sẽ tự gửi lại sau', nextAttemptAt: at.getTime() };
    expect(stateText(later, at.getTime() - 1)).toMatch(/^Sẽ gửi lại lúc \d\d:30 · Máy chủ đang bận/);
    expect(stateText(base)).toBe('Đang chờ gửi');
  });
});
