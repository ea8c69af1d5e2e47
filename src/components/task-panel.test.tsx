// The task panel through a task's life: nothing yet → started → running with its progress → done with the file to
// download; a failed task shows why and offers a retry; the latest task is asked for by its subject.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { Task } from '@/shared/tasks.ts';
import { TaskPanel } from './task-panel.tsx';

const api = mockApi();
afterEach(() => cleanup());

const task = (over: Partial<Task>): Task => ({
  id: '7d2f0c1e-1111-4a2b-9c3d-000000000001',
  kind: 'exam-results-export',
  state: 'queued',
  progress: 0,
  error: null,
  fileName: null,
  result: null,
  createdAt: '2026-11-25T08:00:00Z',
  updatedAt: '2026-11-25T08:00:00Z',
  ...over,
});

const panel = () =>
  renderInApp(() => (
    <TaskPanel schoolId={1} kind="exam-results-export" params={{ groupId: 2, examId: 3 }} title="Xuất kết quả ra Excel" startLabel="Xuất Excel" />
  ));

describe('TaskPanel', () => {
  it('starts a task, follows its progress and offers the finished file', async () => {
    const states = [task({ state: 'running', progress: 40 }), task({ state: 'done', progress: 100, fileName: 'Kết quả – Lớp 7A1.xlsx' })];
    api.on('get', 's/tasks/latest', (call) => {
      expect(call.query).toEqual({ kind: 'exam-results-export', subject: 'group:2:exam:3' });
      return api.callsTo('post', 's/tasks').length
        ? data(states.shift() ?? task({ state: 'done', progress: 100, fileName: 'Kết quả – Lớp 7A1.xlsx' }))
        : data(null);
    });
    api.on('post', 's/tasks', (call) => {
      expect(call.body).toEqual({ kind: 'exam-results-export', params: { groupId: 2, examId: 3 } });
      return HttpResponse.json({ data: task({}) }, { status: 202 });
    });
    api.on('get', 's/tasks/:id/file', () => new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } }));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });

    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Đang chờ tạo tệp…')).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Xuất kết quả ra Excel' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 5000 });
    expect(screen.getByText('Đang tạo tệp… 40%')).toBeInTheDocument();
    expect(await screen.findByText('Kết quả – Lớp 7A1.xlsx', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tải xuống' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Tạo lại' })).toBeInTheDocument();
  });

  it('shows why a task failed and lets the person try again', async () => {
    api.on('get', 's/tasks/latest', data(task({ state: 'failed', error: 'Không tạo được tệp. Vui lòng thử lại.' })));
    panel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tạo được tệp. Vui lòng thử lại.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeEnabled();
  });
});
