// A school's details for the system administrator: status, contract, quotas, members of each position and its
// administrators, with links to edit it and to its roles; the edit link only for those who may update schools.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { SchoolDetail } from '../api/get-school.ts';
import { SchoolDetailsPage } from './school-details-page.tsx';

const api = mockApi();

afterEach(() => cleanup());

const school: SchoolDetail = {
  id: 7,
  name: 'Trường THCS Thử',
  code: 'THU-01',
  address: '1 Hoàng Diệu, Phường Ba Đình, Thành phố Hà Nội',
  street: '1 Hoàng Diệu',
  provinceCode: '01',
  wardCode: '00004',
  phone: '0243825123',
  email: 'lienhe@thcsthu.edu.vn',
  isActive: false,
  expiresAt: '2099-08-31T16:59:59.999Z',
  contractStartsOn: '2026-09-01',
  storageLimitMb: 20480,
  speakingCallLimit: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  memberCount: 1236,
  members: { supervisor: 1, officer: 1, teacher: 34, student: 1200 },
  administrators: [{ id: 3, first_name: 'Thị Thu', last_name: 'Vũ', email: 'quantri@thcsthu.edu.vn', isActive: true }],
};

describe('SchoolDetailsPage', () => {
  it('shows the status, contract, quotas, members and administrators, with links to edit and to the roles', async () => {
    api.on('get', 'schools/7', data(school));
    renderInApp(() => <SchoolDetailsPage schoolId={7} rights={{ update: true, delete: true }} onDeleted={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Trường THCS Thử', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Đã tắt')).toBeInTheDocument();
    expect(screen.getByText('01/09/2026')).toBeInTheDocument();
    expect(screen.getByText('31/08/2099')).toBeInTheDocument();
    expect(screen.getByText('20.480 MB')).toBeInTheDocument();
    expect(screen.getByText('Không đặt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thành viên (1.236)' })).toBeInTheDocument();
    const students = screen.getByText('Học sinh').closest('div')!;
    expect(within(students).getByText('1.200')).toBeInTheDocument();
    expect(screen.getByText('quantri@thcsthu.edu.vn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sửa' })).toHaveAttribute('href', '/school/edit/7');
    expect(screen.getByRole('link', { name: 'Vai trò của trường' })).toHaveAttribute('href', '/school/role/7');
  });

  it('offers no edit to someone who may only view schools', async () => {
    api.on('get', 'schools/7', data(school));
    renderInApp(() => <SchoolDetailsPage schoolId={7} rights={{ update: false, delete: false }} onDeleted={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Trường THCS Thử', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sửa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thao tác: Trường THCS Thử' })).not.toBeInTheDocument();
  });
});
