// The system administrator's school list: status from the expiry date, search on submit, status filter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SchoolRow } from '../api/get-schools.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { SchoolsPage } from './schools-page.tsx';

const api = mockApi();

const school = (over: Partial<SchoolRow>): SchoolRow => ({
  id: 1,
  name: 'Trường THCS Nguyễn Du',
  code: 'NGUYENDU',
  address: '12 Nguyễn Du',
  phone: null,
  email: null,
  isActive: true,
  expiresAt: '2099-06-30T05:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 1234,
  ...over,
});

function renderPage() {
  api.on(
    'get',
    'schools',
    data([school({}), school({ id: 2, name: 'Trường Tiểu học Hoà Bình', code: 'HOABINH', expiresAt: '2020-01-15T05:00:00.000Z', memberCount: 1 })], {
      pagination: { total: 2, page: 1, perPage: 12 },
    }),
  );
  const onSearchChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SchoolsPage page={1} name="" status="all" onSearchChange={onSearchChange} />
    </QueryClientProvider>,
  );
  return { onSearchChange };
}

afterEach(() => {
  cleanup();
});

describe('SchoolsPage', () => {
  it('shows each school with its expiry date, member count and status', async () => {
    renderPage();
    const open = (await screen.findByText('Trường THCS Nguyễn Du')).closest('tr')!;
    expect(within(open).getByText('30/06/2099')).toBeInTheDocument();
    expect(within(open).getByText('1.234')).toBeInTheDocument();
    expect(within(open).getByText('Đang hoạt động')).toBeInTheDocument();
    const expired = screen.getByText('Trường Tiểu học Hoà Bình').closest('tr')!;
    expect(within(expired).getByText('Hết hạn')).toBeInTheDocument();
    expect(within(expired).getByText('15/01/2020')).toBeInTheDocument();
  });

  it('searches on submit and filters by status, both from page 1', async () => {
    const { onSearchChange } = renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm theo tên hoặc mã trường' }), 'hoa binh{Enter}');
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'hoa binh', status: 'all' });
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Hết hạn');
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, name: '', status: 'expired' });
  });
});
