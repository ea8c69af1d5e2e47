// The comment templates page: creating appends the template and raises the total by one ('Thêm mới thành công'),
// editing says 'Cập nhật thành công', empty fields are named and nothing typed is lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { subscribeToasts, type Toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { CommentTemplate } from '@/shared/mission.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { CommentTemplatesPage } from './comment-templates-page.tsx';

const api = mockApi();

const tpl = (id: number, title: string): CommentTemplate => ({
  id,
  title,
  content: `Nội dung ${title}`,
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
});

function setup() {
  const templates = [tpl(1, 'Xuất sắc'), tpl(2, 'Khá')];
  api.on('get', 's/v1/comment_templates', data(templates, { pagination: { total: 2, page: 1, perPage: 12 } }));
  api.on('get', 's/v1/comment_template_settings', data([]));
  api.on('post', 's/v1/comment_templates', (call) => data({ ...tpl(3, 'x'), ...(call.body as object) }));
  api.on('put', 's/v1/comment_templates/2', (call) => data({ ...tpl(2, 'Khá'), ...(call.body as object) }));
  const toasts: Toast[] = [];
  const stop = subscribeToasts((all) => toasts.splice(0, toasts.length, ...all));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommentTemplatesPage schoolId={3} page={1} onPage={vi.fn()} />
    </QueryClientProvider>,
  );
  return { toasts, stop };
}

afterEach(() => {
  cleanup();
});

describe('CommentTemplatesPage', () => {
  it('appends a created template and raises the total by one', async () => {
    const { toasts, stop } = setup();
    expect(await screen.findByTestId('template-total')).toHaveTextContent('Tổng số: 2');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Thêm mẫu nhận xét' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/Tiêu đề/), 'Chăm chỉ');
    await u.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(MSG.commentRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tiêu đề/)).toHaveValue('Chăm chỉ');
    await u.type(within(dialog).getByLabelText(/Nội dung/), 'Em rất chăm chỉ.');
    await u.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('listitem', { name: 'Chăm chỉ' })).toHaveTextContent('Em rất chăm chỉ.');
    expect(screen.getByTestId('template-total')).toHaveTextContent('Tổng số: 3');
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-label'))
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Xuất sắc', 'Khá', 'Chăm chỉ']);
    expect(toasts.map((t) => t.message)).toContain(MSG.commentTemplateCreated);
    expect(api.callsTo('post', 's/v1/comment_templates').map((c) => [c.body, c.headers.get('X-SCHOOL-ID')])).toEqual([
      [{ title: 'Chăm chỉ', content: 'Em rất chăm chỉ.' }, '3'],
    ]);
    stop();
  });

  it('updates a template in place', async () => {
    const { toasts, stop } = setup();
    const u = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Khá' });
    await u.click(within(row).getByRole('button', { name: 'Sửa' }));
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByLabelText(/Nội dung/);
    await u.clear(content);
    await u.type(content, 'Em làm bài khá tốt.');
    await u.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Em làm bài khá tốt.')).toBeInTheDocument();
    expect(screen.getByTestId('template-total')).toHaveTextContent('Tổng số: 2');
    expect(toasts.map((t) => t.message)).toContain(MSG.commentTemplateUpdated);
    stop();
  });
});
