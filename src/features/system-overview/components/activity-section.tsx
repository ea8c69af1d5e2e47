// The platform's use over the last 12 weeks, a column a week (Monday to Sunday in Vietnam): sign-ins beside the
// accounts that did anything, and the exams submitted with the pronunciation practised, stacked.
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatNumber } from '@/lib/format.ts';
import { shiftDate } from '@/shared/school-stats.ts';
import type { WeekActivity } from '@/shared/system-overview.ts';
import { FigureTile, FigureTiles } from './figure-tile.tsx';
import { EmptyBox, OverviewSection } from './overview-section.tsx';

const dm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Under the column its Monday (24/11); in the table and the pointer text the whole week. */
export function weekLabels(monday: string) {
  const sunday = shiftDate(monday, -6);
  return { label: dm(monday), fullLabel: `${dm(monday)} – ${dm(sunday)}/${sunday.slice(0, 4)}` };
}

export function ActivitySection({ weeks }: { weeks: WeekActivity[] }) {
  const sum = (key: 'signIns' | 'exams' | 'speaking') => weeks.reduce((total, w) => total + w[key], 0);
  const quiet = weeks.every((w) => w.signIns + w.activeUsers + w.exams + w.speaking === 0);
  return (
    <OverviewSection title={`Hoạt động ${weeks.length} tuần qua`} description="Mỗi cột là một tuần, từ thứ Hai đến Chủ nhật.">
      <FigureTiles label={`Tổng ${weeks.length} tuần qua`}>
        <FigureTile label="Lượt đăng nhập" value={formatNumber(sum('signIns'))} />
        <FigureTile label="Người dùng hoạt động tuần này" value={formatNumber(weeks.at(-1)?.activeUsers ?? 0)} />
        <FigureTile label="Bài thi đã nộp" value={formatNumber(sum('exams'))} />
        <FigureTile label="Lượt luyện phát âm" value={formatNumber(sum('speaking'))} />
      </FigureTiles>
      {quiet ? (
        <EmptyBox>
          <EmptyState title="Chưa có hoạt động nào trong 12 tuần qua" description="Lượt đăng nhập, bài thi và lượt luyện phát âm sẽ hiện ở đây." />
        </EmptyBox>
      ) : (
        <div className="grid items-start gap-3 lg:grid-cols-2">
          <ColumnChart
            title="Đăng nhập và người dùng hoạt động theo tuần"
            periodHeader="Tuần"
            stacked={false}
            totals={false}
            series={[
              { key: 'signIns', label: 'Lượt đăng nhập', color: 'brand' },
              { key: 'activeUsers', label: 'Người dùng hoạt động', color: 'teal' },
            ]}
            points={weeks.map((w) => ({ key: w.week, ...weekLabels(w.week), values: { signIns: w.signIns, activeUsers: w.activeUsers } }))}
          />
          <ColumnChart
            title="Bài thi và luyện phát âm theo tuần"
            periodHeader="Tuần"
            series={[
              { key: 'exams', label: 'Bài thi đã nộp', color: 'brand' },
              { key: 'speaking', label: 'Lượt luyện phát âm', color: 'amber' },
            ]}
            points={weeks.map((w) => ({ key: w.week, ...weekLabels(w.week), values: { exams: w.exams, speaking: w.speaking } }))}
          />
        </div>
      )}
    </OverviewSection>
  );
}
