// The system administrator's school list: status from the expiry date, search on submit, status filter, "Thêm trường"
// and each school's actions (switching off, extending, a deletion the server refuses with what the school holds).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolRow } from '../api/get-schools.ts';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import { SchoolsPage } from './schools-page.tsx';
import { XLSX_TYPE } from '@/shared/constants.ts';

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

const ALL = { create: true, update: true, delete: true };

function renderPage(rights = ALL) {
  api.on(
    'get',
    'schools',
    data([school({}), school({ id: 2, name: 'Trường Tiểu học Hoà Bình', code: 'HOABINH', expiresAt: '2020-01-15T05:00:00.000Z', memberCount: 1 })], {
      pagination: { total: 2, page: 1, perPage: 12 },
    }),
  );
  const onSearchChange = vi.fn();
  const { router } = renderInApp(() => <SchoolsPage page={1} name="" status="all" rights={rights} onSearchChange={onSearchChange} />);
  return { onSearchChange, router };
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
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Tìm theo tên hoặc mã trường' }), 'hoa binh{Enter}');
    expect(onSearchChange).toHaveBeenCalledWith({ page: 1, name: 'hoa binh' });
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Hết hạn');
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 1, status: 'expired' });
  });

  it('offers "Thêm trường" and the actions only to those allowed', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Thêm trường' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school/add'));
    cleanup();
    renderPage({ create: false, update: false, delete: false });
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Trường THCS Nguyễn Du' }));
    expect(screen.getByRole('menuitem', { name: 'Xem' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sửa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Xoá' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Thêm trường' })).not.toBeInTheDocument();
  });

  it('switches a school off', async () => {
    const user = userEvent.setup();
    api.on('patch', 'schools/1/inactive', data({ id: 1 }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Trường THCS Nguyễn Du' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tắt' }));
    await waitFor(() => expect(api.callsTo('patch', 'schools/1/inactive')).toHaveLength(1));
  });

  it('extends a contract to a later day only', async () => {
    const user = userEvent.setup();
    api.on('patch', 'schools/1/contract_extension', data({ id: 1 }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Trường THCS Nguyễn Du' }));
    await user.click(screen.getByRole('menuitem', { name: 'Gia hạn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gia hạn hợp đồng: Trường THCS Nguyễn Du' });
    const field = within(dialog).getByLabelText(/Ngày hết hạn mới/);
    await user.type(field, '01012099');
    await user.click(within(dialog).getByRole('button', { name: 'Gia hạn' }));
    expect(await within(dialog).findByText(MSG.schoolExtensionNotLater)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '31122100');
    await user.click(within(dialog).getByRole('button', { name: 'Gia hạn' }));
    await waitFor(() => expect(api.callsTo('patch', 'schools/1/contract_extension')[0]?.body).toEqual({ expiresAt: '2100-12-31' }));
  });

  it("shows the server's refusal to delete a school that holds people", async () => {
    const user = userEvent.setup();
    const message = MSG.schoolHasContent.replace('{}', '30 học sinh, 2 nhóm học tập');
    api.on('delete', 'schools/1', refusal(422, message, { id: [message] }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Thao tác: Trường THCS Nguyễn Du' }));
    await user.click(screen.getByRole('menuitem', { name: 'Xoá' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xoá trường' });
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }));
    const refused = await screen.findByRole('dialog', { name: 'Không xoá được trường' });
    expect(within(refused).getByRole('alert')).toHaveTextContent(message);
  });
});

describe('SchoolsPage spreadsheets', () => {
  it('exports the list as filtered, and opens the import with its template for those who may create schools', async () => {
    const user = userEvent.setup();
    api.on('get', 'schools/export', () => new Response('xlsx', { status: 200, headers: { 'Content-Type': XLSX_TYPE } }));
    renderPage();
    await screen.findByText('Trường THCS Nguyễn Du');
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(api.callsTo('get', 'schools/export')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Nhập từ Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập trường học từ Excel' });
    expect(within(dialog).getByLabelText('Danh sách trường (.xlsx)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nhập trường' })).toBeDisabled();
  });

  it('offers no import to someone who may not create schools', async () => {
    renderPage({ create: false, update: false, delete: false });
    await screen.findByText('Trường THCS Nguyễn Du');
    expect(screen.queryByRole('button', { name: 'Nhập từ Excel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeInTheDocument();
  });
});
