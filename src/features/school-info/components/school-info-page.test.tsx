// The school's information page: contacts, contract with the days left, administrators and the quotas coloured by
// use (spec §9), asked for with the school's header; a contract ending soon says so; missing details and an empty
// list of administrators are said plainly; a failure shows with a retry.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { SchoolInfo } from '@/shared/school-info.ts';
import { SchoolInfoPage } from './school-info-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const MB = 1024 * 1024;
const info: SchoolInfo = {
  id: 3,
  name: 'Trường THCS Nguyễn Du',
  code: 'NGUYENDU',
  address: '12 Nguyễn Du, Hai Bà Trưng, Hà Nội',
  phone: '0243825123',
  email: 'lienhe@nguyendu.edu.vn',
  contract: { startsOn: '2026-01-01', lastDay: '2026-12-31', daysLeft: 120 },
  administrators: [{ id: 5, name: 'Trịnh Quốc Bảo', email: 'quantri@nguyendu.edu.vn' }],
  storage: { usedBytes: 460 * MB, limitMb: 500 },
  speaking: { used: 1300, limit: 2000, since: '2026-01-01' },
};

const section = (name: string) => screen.getByRole('region', { name });
const value = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('SchoolInfoPage', () => {
  it("shows the school's contacts, contract, quotas by use and administrators", async () => {
    api.on('get', 's/school', data(info));
    renderInApp(() => <SchoolInfoPage schoolId={3} />);
    expect(await screen.findByRole('heading', { name: 'Trường THCS Nguyễn Du', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('get', 's/school')[0]!.headers.get('X-SCHOOL-ID')).toBe('3');

    const contacts = section('Thông tin liên hệ');
    expect(value(contacts, 'Mã trường')).toHaveTextContent('NGUYENDU');
    expect(within(contacts).getByRole('link', { name: '0243-825-123' })).toHaveAttribute('href', 'tel:0243825123');
    expect(within(contacts).getByRole('link', { name: 'lienhe@nguyendu.edu.vn' })).toHaveAttribute('href', 'mailto:lienhe@nguyendu.edu.vn');

    const contract = section('Hợp đồng');
    expect(value(contract, 'Ngày bắt đầu')).toHaveTextContent('01/01/2026');
    expect(value(contract, 'Ngày hết hạn')).toHaveTextContent('31/12/2026');
    expect(value(contract, 'Thời hạn còn lại')).toHaveTextContent('Còn 120 ngày');
    expect(within(contract).queryByText(/sắp hết hạn/)).not.toBeInTheDocument();

    const quotas = section('Hạn mức sử dụng');
    const storage = within(quotas).getByRole('progressbar', { name: 'Dung lượng lưu trữ' });
    expect(storage).toHaveAttribute('aria-valuenow', '92');
    expect(storage.firstElementChild).toHaveClass('bg-red-600');
    const speaking = within(quotas).getByRole('progressbar', { name: 'Lượt chấm phát âm' });
    expect(speaking).toHaveAttribute('aria-valuenow', '65');
    expect(speaking.firstElementChild).toHaveClass('bg-amber-500');
    expect(within(quotas).getByText('1.300 lượt / 2.000 lượt')).toBeInTheDocument();
    expect(within(quotas).getByText('Tính từ ngày bắt đầu hợp đồng 01/01/2026')).toBeInTheDocument();
    expect(within(quotas).getByRole('link', { name: 'Xem thống kê của trường' })).toHaveAttribute('href', '/3#thong-ke');

    const admins = section('Quản trị viên của trường');
    expect(within(admins).getByRole('listitem')).toHaveTextContent('Trịnh Quốc Bảo');
    expect(within(admins).getByRole('link', { name: 'quantri@nguyendu.edu.vn' })).toHaveAttribute('href', 'mailto:quantri@nguyendu.edu.vn');
  });

  it('colours a quota used below 60 % blue, and says when the contract ends soon or today', async () => {
    api.on('get', 's/school', data({ ...info, storage: { usedBytes: 50 * MB, limitMb: 500 }, contract: { ...info.contract, daysLeft: 12 } }));
    renderInApp(() => <SchoolInfoPage schoolId={3} />);
    const storage = await screen.findByRole('progressbar', { name: 'Dung lượng lưu trữ' });
    expect(storage.firstElementChild).toHaveClass('bg-brand-500');
    expect(value(section('Hợp đồng'), 'Thời hạn còn lại')).toHaveTextContent('Còn 12 ngày');
    expect(within(section('Hợp đồng')).getByText('Hợp đồng sắp hết hạn. Hãy liên hệ quản trị hệ thống để gia hạn.')).toBeInTheDocument();
    cleanup();

    api.on('get', 's/school', data({ ...info, contract: { ...info.contract, daysLeft: 0 } }));
    renderInApp(() => <SchoolInfoPage schoolId={3} />);
    expect(await screen.findByText('Hôm nay là ngày cuối cùng')).toBeInTheDocument();
  });

  it('says plainly what the school has not recorded, and that no quota is set', async () => {
    api.on(
      'get',
      's/school',
      data({
        ...info,
        address: null,
        phone: null,
        email: '',
        contract: { ...info.contract, startsOn: null },
        administrators: [],
        storage: { usedBytes: 2 * MB, limitMb: null },
        speaking: { used: 0, limit: null, since: null },
      }),
    );
    renderInApp(() => <SchoolInfoPage schoolId={3} />);
    const contacts = await screen.findByRole('region', { name: 'Thông tin liên hệ' });
    for (const label of ['Địa chỉ', 'Số điện thoại', 'Email']) expect(value(contacts, label)).toHaveTextContent('—');
    expect(value(section('Hợp đồng'), 'Ngày bắt đầu')).toHaveTextContent('—');
    expect(within(section('Quản trị viên của trường')).getByText('Trường chưa có quản trị viên.')).toBeInTheDocument();
    const quotas = section('Hạn mức sử dụng');
    expect(within(quotas).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(quotas).getByText('2 MB · không đặt hạn mức')).toBeInTheDocument();
    expect(within(quotas).getByText('0 lượt · không đặt hạn mức')).toBeInTheDocument();
    expect(within(quotas).getByText('Tính từ khi trường bắt đầu sử dụng')).toBeInTheDocument();
  });

  it('shows a refusal with a retry, then the school once it answers', async () => {
    api.on('get', 's/school', data(info));
    api.on('get', 's/school', refusal(500, 'Có lỗi xảy ra vui lòng thử lại sau'), { once: true });
    renderInApp(() => <SchoolInfoPage schoolId={3} />);
    expect(await screen.findByRole('heading', { name: 'Thông tin trường', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Có lỗi xảy ra vui lòng thử lại sau');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Trường THCS Nguyễn Du', level: 1 })).toBeInTheDocument();
  });
});
