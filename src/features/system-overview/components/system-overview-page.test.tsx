// The system overview: each section drawn from the answer (numbers that open their lists, charts with their figures as
// tables, quota bars in the §9 colours), sections the server left out not shown, empty states, and an error with a retry.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { SystemOverview } from '@/shared/system-overview.ts';
import { permissionId, type Grants } from '@/shared/permissions.ts';
import { SystemOverviewPage } from './system-overview-page.tsx';

const api = mockApi();
afterEach(() => cleanup());

const MB = 1024 * 1024;
const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];

const full: SystemOverview = {
  schools: { active: 12, expiring: 3, expired: 2 },
  users: { teacher: { active: 40, locked: 1 }, student: { active: 1200, locked: 5 }, other: { active: 2, locked: 0 } },
  review: {
    totals: { lecture: 4, media: 0, question: 2, exam: 1 },
    schools: [{ school: { id: 7, name: 'Trường THCS Nguyễn Du' }, counts: { lecture: 4, media: 0, question: 2, exam: 1 } }],
  },
  usage: {
    totals: { storageBytes: 1536 * MB, speakingCalls: 4321 },
    storage: [
      { school: { id: 7, name: 'Trường THCS Nguyễn Du' }, used: 95 * MB, limit: 100 * MB },
      { school: { id: 8, name: 'Trường THPT Lê Lợi' }, used: 10 * MB, limit: 100 * MB },
    ],
    speaking: [{ school: { id: 9, name: 'Trường THCS Chu Văn An' }, used: 102, limit: 120 }],
  },
  activity: weeks.map((week, i) => ({ week, signIns: 10 * (i + 1), activeUsers: 5 + i, exams: i, speaking: 1000 * i })),
};

const region = (name: string) => screen.getByRole('region', { name });
const SUPER: Grants = { superAdmin: true, schoolAdmin: false, permissionIds: [] };
const SCHOOLS_ONLY: Grants = { superAdmin: false, schoolAdmin: false, permissionIds: [permissionId('school.view')] };

describe('SystemOverviewPage', () => {
  it('draws every section: figures linking to their lists, charts with tables, quota bars coloured by use', async () => {
    api.on('get', 'dashboard/system', data(full));
    const { router } = renderInApp(() => <SystemOverviewPage grants={SUPER} />);
    const schools = await screen.findByRole('region', { name: 'Trường học' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tổng quan hệ thống' })).toBeInTheDocument();
    expect(within(schools).getByRole('link', { name: 'Hết hạn: 2' })).toHaveAttribute('href', '/school?status=expired');
    expect(within(schools).getByRole('link', { name: 'Sắp hết hạn (30 ngày tới): 3' })).toHaveAttribute('href', '/school?status=expiring');
    expect(within(schools).getByRole('link', { name: 'Đang hoạt động: 12' })).toHaveAttribute('href', '/school?status=active');
    const ring = within(schools).getByRole('figure', { name: 'Trường học theo thời hạn hợp đồng' });
    expect(within(ring).getByRole('row', { name: 'Còn hạn trên 30 ngày 9 64%' })).toBeInTheDocument();

    const users = region('Người dùng');
    expect(within(users).queryByRole('link')).not.toBeInTheDocument();
    expect(within(users).getByRole('row', { name: 'Học sinh 1.200 5' })).toBeInTheDocument();

    const review = region('Nội dung chờ duyệt');
    expect(within(review).getByRole('link', { name: 'Bài giảng chờ duyệt của Trường THCS Nguyễn Du: 4' })).toHaveAttribute(
      'href',
      '/7/library/lecture?status=pending',
    );
    expect(within(review).getByRole('link', { name: 'Đề thi chờ duyệt của Trường THCS Nguyễn Du: 1' })).toHaveAttribute(
      'href',
      '/7/library/exam?status=pending',
    );
    // Nothing waits in the media library: a plain 0, no link to an empty list.
    expect(within(review).queryByRole('link', { name: /Học liệu/ })).not.toBeInTheDocument();

    const usage = region('Sử dụng hạn mức');
    expect(within(usage).getByText('1,5 GB')).toBeInTheDocument();
    const full95 = within(usage).getByRole('progressbar', { name: 'Dung lượng lưu trữ gần hạn mức nhất: Trường THCS Nguyễn Du 95%' });
    expect(full95.firstElementChild).toHaveClass('bg-red-600');
    expect(within(usage).getByRole('progressbar', { name: 'Dung lượng lưu trữ gần hạn mức nhất: Trường THPT Lê Lợi 10%' }).firstElementChild).toHaveClass(
      'bg-brand-500',
    );
    expect(within(usage).getByRole('progressbar', { name: 'Lượt chấm phát âm gần hạn mức nhất: Trường THCS Chu Văn An 85%' }).firstElementChild).toHaveClass(
      'bg-amber-500',
    );
    expect(within(usage).getByText('102 lượt / 120 lượt (85%)')).toBeInTheDocument();
    expect(within(usage).getByRole('link', { name: 'Xem giới hạn sử dụng của từng trường và người dùng' })).toHaveAttribute('href', '/system/limits');
    await userEvent.click(within(usage).getByRole('link', { name: 'Trường THCS Chu Văn An' }));
    expect(router.state.location.pathname).toBe('/school/details/9');
  });

  it('gives the weeks as columns, sign-ins beside active accounts, with every week in the table', async () => {
    api.on('get', 'dashboard/system', data(full));
    renderInApp(() => <SystemOverviewPage grants={SUPER} />);
    const activity = await screen.findByRole('region', { name: 'Hoạt động 3 tuần qua' });
    const people = within(activity).getByRole('figure', { name: 'Đăng nhập và người dùng hoạt động theo tuần' });
    // Weekly counts of distinct people add up to nothing: no total beside them.
    expect(within(people).getByRole('img')).toHaveAccessibleName('Đăng nhập và người dùng hoạt động theo tuần');
    await userEvent.click(within(people).getByText('Xem số liệu'));
    expect(within(people).getByRole('row', { name: '23/11 – 29/11/2026 30 7' })).toBeVisible();
    const work = within(activity).getByRole('figure', { name: 'Bài thi và luyện phát âm theo tuần' });
    expect(within(work).getByRole('img')).toHaveAccessibleName('Bài thi và luyện phát âm theo tuần: Bài thi đã nộp 3, Lượt luyện phát âm 3.000');
    expect(within(activity).getByText('Người dùng hoạt động tuần này').nextSibling).toHaveTextContent('7');
  });

  it('leaves out the usage limits link for a role that may not open that screen', async () => {
    api.on('get', 'dashboard/system', data(full));
    renderInApp(() => <SystemOverviewPage grants={SCHOOLS_ONLY} />);
    const usage = await screen.findByRole('region', { name: 'Sử dụng hạn mức' });
    expect(within(usage).queryByRole('link', { name: /giới hạn sử dụng/ })).not.toBeInTheDocument();
  });

  it('shows only the sections the server sent, and says when nothing waits for review', async () => {
    api.on('get', 'dashboard/system', data({ review: { totals: { exam: 0, question: 0 }, schools: [] } }));
    renderInApp(() => <SystemOverviewPage grants={SUPER} />);
    expect(await screen.findByText('Không có nội dung nào đang chờ duyệt')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trường học' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sử dụng hạn mức' })).not.toBeInTheDocument();
  });

  it('says when the role has no figures at all', async () => {
    api.on('get', 'dashboard/system', data({}));
    renderInApp(() => <SystemOverviewPage grants={SUPER} />);
    expect(await screen.findByText('Vai trò của bạn chưa có số liệu tổng quan nào')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the figures', async () => {
    api.on('get', 'dashboard/system', data(full));
    api.on('get', 'dashboard/system', refusal(500, 'Có lỗi xảy ra vui lòng thử lại sau'), { once: true });
    renderInApp(() => <SystemOverviewPage grants={SUPER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Có lỗi xảy ra vui lòng thử lại sau');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: 'Trường học' })).toBeInTheDocument();
  });
});
