// The join-requests screen: rows as the spec shows them, approve after confirming, reject only with a reason,
// success and failure toasts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { dismissToast, subscribeToasts } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { JoinRequestsPage } from './join-requests-page.tsx';

const api = mockApi();

const pending: JoinRequest = {
  id: 7,
  status: 'pending',
  roleType: 'teacher',
  reason: null,
  createdAt: '2026-03-05T03:00:00.000Z',
  user: { id: 9, first_name: 'Thu Trang', last_name: 'Đinh', email: 'khach@lophocso.vn', phone: null },
};
const roles = [
  { id: 1, name: 'Hiệu trưởng', position: 'officer' },
  { id: 2, name: 'Giáo viên', position: 'teacher' },
  { id: 3, name: 'Học sinh', position: 'student' },
];

function renderPage(props: Partial<Parameters<typeof JoinRequestsPage>[0]> = {}) {
  api.on('get', 's/join_school_requests', data([pending], { pagination: { total: 1, page: 1, perPage: 12 } }));
  api.on('get', 'selections/school_roles', data(roles));
  api.on('post', 's/join_school_requests/7/approve', data({ ...pending, status: 'approved' }));
  api.on('post', 's/join_school_requests/7/reject', data({ ...pending, status: 'rejected' }));
  const onSearchChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JoinRequestsPage schoolId={1} status="pending" page={1} canReview isAdmin onSearchChange={onSearchChange} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onSearchChange };
}

afterEach(() => {
  cleanup();
  subscribeToasts((all) => all.forEach((t) => dismissToast(t.id)))();
});

describe('JoinRequestsPage', () => {
  it('shows name, email, position label and the date as dd/MM/yyyy', async () => {
    renderPage();
    const row = (await screen.findByText('Đinh Thu Trang')).closest('tr')!;
    expect(within(row).getByText('khach@lophocso.vn')).toBeInTheDocument();
    expect(within(row).getByText('Giáo viên')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2026')).toBeInTheDocument();
    const [list] = api.callsTo('get', 's/join_school_requests');
    expect(list!.headers.get('X-SCHOOL-ID')).toBe('1');
    expect(list!.query).toMatchObject({ status: 'pending', page: '1' });
  });

  it('changing the status filter asks for page 1 of that status', async () => {
    const { onSearchChange } = renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Đã từ chối');
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'rejected', page: 1 });
  });

  it('approves after confirming, with the role of the requested position preselected', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Duyệt Đinh Thu Trang' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>('Vai trò trong trường').value).toBe('2'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText(MSG.updated)).toBeInTheDocument();
    expect(api.callsTo('post', 's/join_school_requests/7/approve').map((c) => c.body)).toEqual([{ roleId: 2 }]);
  });

  it('rejecting needs a reason; with one it is sent and confirmed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối Đinh Thu Trang' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeInTheDocument();
    expect(api.callsTo('post', 's/join_school_requests/7/reject')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Lý do/), 'Không phải giáo viên của trường');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText(MSG.updated)).toBeInTheDocument();
    expect(api.callsTo('post', 's/join_school_requests/7/reject').map((c) => c.body)).toEqual([{ reason: 'Không phải giáo viên của trường' }]);
  });

  it('a failed approval shows the server’s message and keeps the dialog open', async () => {
    renderPage();
    api.on('post', 's/join_school_requests/7/approve', refusal(422, MSG.requestHandled, { status: [MSG.requestHandled] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Duyệt Đinh Thu Trang' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText(MSG.requestHandled)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('without the approve permission there are no actions', async () => {
    renderPage({ canReview: false });
    await screen.findByText('Đinh Thu Trang');
    expect(screen.queryByRole('button', { name: /Duyệt/ })).not.toBeInTheDocument();
  });
});
