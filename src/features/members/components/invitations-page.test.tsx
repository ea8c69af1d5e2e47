// The invitations screen: states as labels, resend asks for a fresh link, only administrators may invite one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { dismissToast, subscribeToasts } from '@/lib/toast.ts';
import type { Invitation } from '../api/get-invitations.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { InvitationsPage } from './invitations-page.tsx';

const api = mockApi();

const inv = (over: Partial<Invitation>): Invitation => ({
  id: 1,
  email: 'moi@nguyendu.edu.vn',
  roleType: 'teacher',
  createdAt: '2026-04-10T03:00:00.000Z',
  acceptedAt: null,
  status: 'pending',
  ...over,
});

function renderPage(isAdmin: boolean) {
  api.on(
    'get',
    's/join_school_invitations',
    data([inv({}), inv({ id: 2, email: 'da.vao@nguyendu.edu.vn', status: 'accepted', acceptedAt: '2026-04-11T03:00:00.000Z' })], {
      pagination: { total: 2, page: 1, perPage: 12 },
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InvitationsPage schoolId={1} page={1} canInvite canDelete isAdmin={isAdmin} onPageChange={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  subscribeToasts((all) => all.forEach((t) => dismissToast(t.id)))();
});

describe('InvitationsPage', () => {
  it('shows each invitation with position, date and state; an accepted one cannot be resent', async () => {
    renderPage(true);
    const pending = (await screen.findByText('moi@nguyendu.edu.vn')).closest('tr')!;
    expect(within(pending).getByText('Giáo viên')).toBeInTheDocument();
    expect(within(pending).getByText('10/04/2026')).toBeInTheDocument();
    expect(within(pending).getByText('Chờ chấp nhận')).toBeInTheDocument();
    const accepted = screen.getByText('da.vao@nguyendu.edu.vn').closest('tr')!;
    expect(within(accepted).getByText('Đã tham gia')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Gửi lại/ })).not.toBeInTheDocument();
  });

  it('resending posts to the invitation and confirms', async () => {
    renderPage(true);
    api.on('post', 's/join_school_invitations/1/resend', data(inv({})));
    await userEvent.click(await screen.findByRole('button', { name: 'Gửi lại lời mời moi@nguyendu.edu.vn' }));
    expect(await screen.findByText('Đã gửi lại lời mời tới moi@nguyendu.edu.vn')).toBeInTheDocument();
    expect(api.callsTo('post', 's/join_school_invitations/1/resend').map((c) => c.headers.get('X-SCHOOL-ID'))).toEqual(['1']);
  });

  it('the administrator position is offered to administrators only', async () => {
    renderPage(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Mời thành viên' }));
    const options = Array.from(within(screen.getByRole('dialog')).getByLabelText<HTMLSelectElement>(/Chức vụ/).options).map((o) => o.text);
    expect(options).toEqual(['Chọn chức vụ', 'Giáo viên', 'Hiệu trưởng']);
  });
});
