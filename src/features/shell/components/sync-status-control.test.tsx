import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/offline/db.ts';
import { enqueue } from '@/offline/outbox.ts';
import { resetOfflineDb } from '@/offline/test-fixtures.ts';
import { SyncStatusControl } from './sync-status-control.tsx';

const item = (label: string) => ({
  userId: 5, schoolId: 3, kind: 'submission' as const, method: 'PUT' as const, url: '/api/x', body: {}, label,
});

beforeEach(resetOfflineDb);
afterEach(cleanup);

describe('SyncStatusControl', () => {
  it('is hidden while nothing waits', async () => {
    const { container } = render(<SyncStatusControl />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('counts waiting items and lists each with its state; a failed one can be retried or dropped', async () => {
    const user = userEvent.setup();
    await enqueue(item('Nộp bài: Kiểm tra 45 phút'));
    const failed = await enqueue(item('Chấm bài: Nguyễn An'));
    await db.outbox.update(failed.id!, { state: 'failed', lastError: 'Bài làm đã được nộp' });
    render(<SyncStatusControl />);
    await user.click(await screen.findByRole('button', { name: 'Đồng bộ: 2 mục chờ gửi' }));
    expect(await screen.findByText('Nộp bài: Kiểm tra 45 phút')).toBeInTheDocument();
    expect(screen.getByText('Đang chờ gửi')).toBeInTheDocument();
    expect(screen.getByText('Lỗi: Bài làm đã được nộp')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(async () => expect((await db.outbox.get(failed.id!))?.state).toBe('pending'));
    await db.outbox.update(failed.id!, { state: 'failed' });
    await user.click(await screen.findByRole('button', { name: 'Bỏ qua' }));
    await waitFor(async () => expect(await db.outbox.get(failed.id!)).toBeUndefined());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đồng bộ: 1 mục chờ gửi' })).toBeInTheDocument());
  });
});
