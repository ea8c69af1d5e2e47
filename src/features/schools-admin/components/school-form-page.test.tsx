// The school form on its page: a new school with its address chosen province then ward (the ward list follows the
// province), contract days and quotas sent as the API reads them, the server's field message under its field with
// everything typed kept, the client's own rules (expiry after start), and an edit that shows the saved ward.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { SchoolDetail } from '../api/get-school.ts';
import { SchoolFormPage } from './school-form-page.tsx';

const api = mockApi();

afterEach(() => cleanup());

function addressUnits() {
  api.on(
    'get',
    'selections/provinces',
    data([
      { code: '01', name: 'Thành phố Hà Nội' },
      { code: '79', name: 'Thành phố Hồ Chí Minh' },
    ]),
  );
  api.on('get', 'selections/wards', ({ query }) =>
    query.province === '01'
      ? data([
          { code: '00004', name: 'Phường Ba Đình' },
          { code: '00008', name: 'Phường Ngọc Hà' },
        ])
      : data([{ code: '26734', name: 'Phường Sài Gòn' }]),
  );
}

const saved: SchoolDetail = {
  id: 7,
  name: 'Trường THCS Thử',
  code: 'THU-01',
  address: '1 Hoàng Diệu, Phường Ngọc Hà, Thành phố Hà Nội',
  street: '1 Hoàng Diệu',
  provinceCode: '01',
  wardCode: '00008',
  phone: '02438251234',
  email: null,
  isActive: true,
  expiresAt: '2027-08-31T16:59:59.999Z',
  contractStartsOn: '2026-09-01',
  storageLimitMb: 20480,
  speakingCallLimit: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  memberCount: 1,
  members: { supervisor: 1, officer: 0, teacher: 0, student: 0 },
  administrators: [],
};

describe('SchoolFormPage', () => {
  it('creates a school with its administrator, keeping what was typed when the server refuses the code', async () => {
    const user = userEvent.setup();
    addressUnits();
    // The handler added last answers first (msw): the refusal once, then the saved school.
    api.on('post', 'schools', data(saved));
    api.on('post', 'schools', refusal(422, MSG.schoolCodeExists, { code: [MSG.schoolCodeExists] }), { once: true });
    const onSaved = vi.fn();
    renderInApp(() => <SchoolFormPage schoolId={null} onSaved={onSaved} onCancel={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Thêm trường' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Tên trường/), 'Trường THCS Thử');
    await user.type(screen.getByLabelText(/^Mã trường/), 'thu-01');
    expect(screen.getByLabelText(/^Phường\/Xã/)).toBeDisabled();
    await user.selectOptions(await screen.findByLabelText(/^Tỉnh\/Thành phố/), 'Thành phố Hồ Chí Minh');
    await screen.findByRole('option', { name: 'Phường Sài Gòn' });
    // Another province: its own wards, and the ward is asked again.
    await user.selectOptions(screen.getByLabelText(/^Tỉnh\/Thành phố/), 'Thành phố Hà Nội');
    await user.selectOptions(await screen.findByLabelText(/^Phường\/Xã/), await screen.findByRole('option', { name: 'Phường Ngọc Hà' }));
    await user.type(screen.getByLabelText(/^Số nhà, đường/), '1 Hoàng Diệu');
    await user.type(screen.getByLabelText('Số điện thoại'), '024 3825 1234');
    await user.type(screen.getByLabelText(/^Ngày bắt đầu hợp đồng/), '01092026');
    await user.type(screen.getByLabelText(/^Ngày hết hạn/), '31082026');
    await user.type(screen.getByLabelText(/^Dung lượng lưu trữ/), '20480');
    await user.type(screen.getByLabelText(/^Họ và tên đệm/), 'Vũ');
    await user.type(screen.getByLabelText(/^Tên$|^Tên \*/), 'Thị Thu');
    await user.type(screen.getByLabelText(/^Email quản trị viên/), 'quantri@thcsthu.edu.vn');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    // The schema's own rule, before any request.
    expect(await screen.findByText(MSG.schoolContractEndBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('post', 'schools')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Ngày hết hạn/));
    await user.type(screen.getByLabelText(/^Ngày hết hạn/), '31082027');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(MSG.schoolCodeExists)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tên trường/)).toHaveValue('Trường THCS Thử');
    expect(screen.getByLabelText(/^Phường\/Xã/)).toHaveValue('00008');
    expect(api.callsTo('post', 'schools')[0]!.body).toEqual({
      name: 'Trường THCS Thử',
      code: 'THU-01',
      street: '1 Hoàng Diệu',
      province_code: '01',
      ward_code: '00008',
      phone: '02438251234',
      email: null,
      contract_start: '2026-09-01',
      contract_end: '2027-08-31',
      storage_limit_mb: 20480,
      speaking_call_limit: null,
      admin: { last_name: 'Vũ', first_name: 'Thị Thu', email: 'quantri@thcsthu.edu.vn' },
    });
    await user.clear(screen.getByLabelText(/^Mã trường/));
    await user.type(screen.getByLabelText(/^Mã trường/), 'THU-02');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
  });

  it('edits a school: its saved ward shown, no administrator asked for or sent', async () => {
    const user = userEvent.setup();
    addressUnits();
    api.on('get', 'schools/7', data(saved));
    api.on('patch', 'schools/7', data(saved));
    const onSaved = vi.fn();
    renderInApp(() => <SchoolFormPage schoolId={7} onSaved={onSaved} onCancel={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Sửa thông tin trường: Trường THCS Thử' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Phường Ngọc Hà' });
    expect(screen.getByLabelText(/^Phường\/Xã/)).toHaveValue('00008');
    expect(screen.getByLabelText(/^Ngày hết hạn/)).toHaveValue('31/08/2027');
    expect(screen.queryByLabelText(/^Email quản trị viên/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    const body = api.callsTo('patch', 'schools/7')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'THU-01', ward_code: '00008', contract_end: '2027-08-31', storage_limit_mb: 20480 });
    expect(body).not.toHaveProperty('admin');
  });
});
