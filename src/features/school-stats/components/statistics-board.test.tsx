// A school's statistics board: its four parts drawn from the answers (headline figures, charts with their figures as
// tables, empty states), each failing on its own with a retry, a new range asked for, and the school's own figures
// asked for with its school header.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { lastDays, type ActivityStats, type LearningStats, type MemberStats, type UsageStats } from '@/shared/school-stats.ts';
import { StatisticsBoard } from './statistics-board.tsx';

const api = mockApi();
afterEach(() => cleanup());

const activity: ActivityStats = {
  startTime: '2026-03-01',
  endTime: '2026-03-03',
  bucket: 'day',
  points: [
    { period: '2026-03-01', exams: 4, missions: 1, speaking: 0 },
    { period: '2026-03-02', exams: 0, missions: 0, speaking: 0 },
    { period: '2026-03-03', exams: 2, missions: 3, speaking: 1200 },
  ],
  totals: { exams: 6, missions: 4, speaking: 1200, activeStudents: 17 },
};

const learning: LearningStats = {
  startTime: '2026-03-01',
  endTime: '2026-03-03',
  exams: { submitted: 6, scored: 5, averageScore: 7.4, bands: [0, 0, 0, 0, 1, 0, 1, 1, 0, 2] },
  missions: { count: 2, progress: { NOT_DOING: 10, IN_PROGRESS: 5, PENDING_REVIEW: 3, COMPLETED: 12 }, late: 2 },
  speaking: { scored: 1200, averageScore: 81.5 },
};

const members: MemberStats = {
  byPosition: { supervisor: 1, officer: 1, teacher: 34, student: 1200 },
  locked: 3,
  joined: [
    { month: '2026-02', staff: 2, students: 40 },
    { month: '2026-03', staff: 0, students: 5 },
  ],
  groupCount: 40,
  groups: [
    { id: 1, name: 'Lớp 7A1', students: 42, teachers: 2 },
    { id: 2, name: 'Lớp 7A2', students: 38, teachers: 1 },
  ],
};

const usage: UsageStats = {
  storage: { usedBytes: 95 * 1024 * 1024, limitMb: 100, byKind: [{ kind: 'media', bytes: 95 * 1024 * 1024 }] },
  speaking: { used: 1500, limit: null, since: '2026-09-01', months: [{ month: '2026-03', scripted: 1000, unscripted: 500 }] },
  content: { exams: 12, lectures: 30, questionCollections: 8, media: 55, missions: 21 },
};

function answerAll(base: string) {
  api.on('get', `${base}/activity`, data(activity));
  api.on('get', `${base}/learning`, data(learning));
  api.on('get', `${base}/members`, data(members));
  api.on('get', `${base}/usage`, data(usage));
}

const figure = (name: string) => screen.getByRole('figure', { name });

describe('StatisticsBoard', () => {
  it('draws activity, results, members and usage from the answers, each chart with its figures as a table', async () => {
    answerAll('schools/7/statistics');
    renderInApp(() => <StatisticsBoard source={{ kind: 'school', schoolId: 7 }} />);
    expect(await screen.findByRole('figure', { name: 'Hoạt động theo ngày' })).toBeInTheDocument();
    const activityPart = screen.getByRole('region', { name: 'Hoạt động học tập (30 ngày qua)' });
    expect(within(activityPart).getByText('Học sinh tham gia').nextSibling).toHaveTextContent('17');
    const table = within(figure('Hoạt động theo ngày')).getByRole('table', { name: 'Hoạt động theo ngày' });
    expect(within(table).getByRole('row', { name: '03/03/2026 2 3 1.200' })).toBeInTheDocument();
    expect(within(figure('Hoạt động theo ngày')).getByRole('img')).toHaveAccessibleName(
      'Hoạt động theo ngày: Bài thi đã nộp 6, Nhiệm vụ đã nộp 4, Lượt luyện phát âm 1.200',
    );

    expect(await screen.findByText('7,4')).toBeInTheDocument();
    expect(screen.getByText('5/6')).toBeInTheDocument();
    expect(within(figure('Phân bố điểm bài thi')).getByRole('row', { name: 'Từ 9 đến 10 điểm 2' })).toBeInTheDocument();
    expect(within(figure('Tiến độ nhiệm vụ đến hạn')).getByRole('row', { name: 'Hoàn thành 12 40%' })).toBeInTheDocument();

    expect(await screen.findByRole('figure', { name: 'Sĩ số 2 nhóm đông nhất (trên 40 nhóm)' })).toBeInTheDocument();
    expect(within(figure('Sĩ số 2 nhóm đông nhất (trên 40 nhóm)')).getByRole('row', { name: 'Lớp 7A1 42 học sinh' })).toBeInTheDocument();
    expect(within(figure('Thành viên mới theo tháng')).getByRole('row', { name: 'Tháng 02/2026 40 2' })).toBeInTheDocument();

    const storage = await screen.findByRole('progressbar', { name: 'Dung lượng lưu trữ' });
    expect(storage).toHaveAttribute('aria-valuenow', '95');
    expect(storage.firstElementChild).toHaveClass('bg-red-600');
    expect(screen.getByText('1.500 lượt · không đặt hạn mức')).toBeInTheDocument();
    expect(screen.getByText('Tính từ ngày bắt đầu hợp đồng 01/09/2026')).toBeInTheDocument();
    expect(within(figure('Dung lượng theo loại tệp')).getByRole('row', { name: 'Học liệu 95 MB' })).toBeInTheDocument();
  });

  it('says so when nothing happened, no exam was graded, no mission was due and no pronunciation was scored', async () => {
    answerAll('schools/7/statistics');
    api.on(
      'get',
      'schools/7/statistics/usage',
      data({ ...usage, speaking: { ...usage.speaking, used: 0, months: [{ month: '2026-03', scripted: 0, unscripted: 0 }] } }),
    );
    const quiet = {
      ...activity,
      points: activity.points.map((p) => ({ ...p, exams: 0, missions: 0, speaking: 0 })),
      totals: { exams: 0, missions: 0, speaking: 0, activeStudents: 0 },
    };
    api.on('get', 'schools/7/statistics/activity', data(quiet));
    api.on(
      'get',
      'schools/7/statistics/learning',
      data({
        ...learning,
        exams: { submitted: 0, scored: 0, averageScore: null, bands: Array(10).fill(0) },
        missions: { count: 0, progress: { NOT_DOING: 0, IN_PROGRESS: 0, PENDING_REVIEW: 0, COMPLETED: 0 }, late: 0 },
      }),
    );
    renderInApp(() => <StatisticsBoard source={{ kind: 'school', schoolId: 7 }} />);
    expect(await screen.findByText('Chưa có hoạt động học tập nào trong khoảng thời gian này')).toBeInTheDocument();
    expect(await screen.findByText('Chưa có bài thi nào được chấm trong khoảng thời gian này')).toBeInTheDocument();
    expect(screen.getByText('Không có nhiệm vụ nào đến hạn trong khoảng thời gian này')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Hoạt động theo ngày' })).not.toBeInTheDocument();
    expect(await screen.findByText('Chưa có lượt chấm phát âm nào trong 12 tháng qua')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Lượt chấm phát âm theo tháng' })).not.toBeInTheDocument();
  });

  it('shows a part that failed with its error and a retry, the others still drawn', async () => {
    answerAll('schools/7/statistics');
    api.on('get', 'schools/7/statistics/members', refusal(500, 'Có lỗi xảy ra vui lòng thử lại sau'), { once: true });
    renderInApp(() => <StatisticsBoard source={{ kind: 'school', schoolId: 7 }} />);
    const part = await screen.findByRole('region', { name: 'Thành viên và nhóm học tập' });
    expect(await within(part).findByRole('alert')).toHaveTextContent('Có lỗi xảy ra vui lòng thử lại sau');
    expect(await screen.findByRole('figure', { name: 'Hoạt động theo ngày' })).toBeInTheDocument();
    await userEvent.click(within(part).getByRole('button', { name: 'Thử lại' }));
    expect(await within(part).findByRole('figure', { name: 'Thành viên mới theo tháng' })).toBeInTheDocument();
  });

  it('asks for the chosen range of days for the activity and the results', async () => {
    answerAll('schools/7/statistics');
    renderInApp(() => <StatisticsBoard source={{ kind: 'school', schoolId: 7 }} />);
    await screen.findByRole('figure', { name: 'Hoạt động theo ngày' });
    expect(api.callsTo('get', 'schools/7/statistics/activity')[0]!.query).toEqual({});
    await userEvent.selectOptions(screen.getByLabelText('Khoảng thời gian'), '90 ngày qua');
    expect(await screen.findByRole('region', { name: 'Hoạt động học tập (90 ngày qua)' })).toBeInTheDocument();
    const range = lastDays(90);
    await expect.poll(() => api.callsTo('get', 'schools/7/statistics/activity').at(-1)?.query).toEqual(range);
    expect(api.callsTo('get', 'schools/7/statistics/learning').at(-1)?.query).toEqual(range);
  });

  it("reads the school's own figures with its school header", async () => {
    answerAll('s/statistics');
    renderInApp(() => <StatisticsBoard source={{ kind: 'own', schoolId: 3 }} title="Thống kê của trường" />);
    expect(await screen.findByRole('figure', { name: 'Hoạt động theo ngày' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thống kê của trường', level: 2 })).toBeInTheDocument();
    expect(api.callsTo('get', 's/statistics/activity')[0]!.headers.get('X-SCHOOL-ID')).toBe('3');
  });
});
