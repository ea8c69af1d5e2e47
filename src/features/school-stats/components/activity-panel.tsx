// What the school's students did in the range: submitted attempts, mission work and scored pronunciation per day (or
// month), stacked, with how many students took part.
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { ActivityStats } from '@/shared/school-stats.ts';
import { periodLabels } from '../period-label.ts';
import { StatTiles } from './stat-tiles.tsx';

const SERIES = [
  { key: 'exams', label: 'Bài thi đã nộp', color: 'brand' },
  { key: 'missions', label: 'Nhiệm vụ đã nộp', color: 'amber' },
  { key: 'speaking', label: 'Lượt luyện phát âm', color: 'teal' },
] as const;

export function ActivityPanel({ data }: { data: ActivityStats }) {
  const { totals } = data;
  const quiet = totals.exams + totals.missions + totals.speaking === 0;
  return (
    <div className="space-y-3">
      <StatTiles
        items={[
          { label: 'Học sinh tham gia', value: formatNumber(totals.activeStudents) },
          ...SERIES.map((s) => ({ label: s.label, value: formatNumber(totals[s.key]) })),
        ]}
      />
      {quiet ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white">
          <EmptyState
            title="Chưa có hoạt động học tập nào trong khoảng thời gian này"
            description="Bài thi, nhiệm vụ và lượt luyện phát âm của học sinh sẽ hiện ở đây."
          />
        </div>
      ) : (
        <ColumnChart
          title={data.bucket === 'day' ? 'Hoạt động theo ngày' : 'Hoạt động theo tháng'}
          periodHeader={data.bucket === 'day' ? 'Ngày' : 'Tháng'}
          series={[...SERIES]}
          points={data.points.map((p) => ({
            key: p.period,
            ...periodLabels(p.period),
            values: { exams: p.exams, missions: p.missions, speaking: p.speaking },
          }))}
        />
      )}
    </div>
  );
}
