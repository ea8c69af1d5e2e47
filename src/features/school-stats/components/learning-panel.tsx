// How the students did in the range: the spread of exam scores (0–10 in bands) with their average, the work on the
// missions due in the range by progress, and the average pronunciation score.
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { DonutChart } from '@/components/charts/donut-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatNumber, formatScore } from '@/lib/format.ts';
import type { LearningStats } from '@/shared/school-stats.ts';
import { StatTiles } from './stat-tiles.tsx';

const band = (i: number) => `${i}–${i + 1}`;

function Empty({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white">
      <EmptyState title={title} />
    </div>
  );
}

export function LearningPanel({ data }: { data: LearningStats }) {
  const { exams, missions, speaking } = data;
  return (
    <div className="space-y-3">
      <StatTiles
        items={[
          { label: 'Điểm thi trung bình', value: exams.averageScore === null ? '—' : formatScore(exams.averageScore) },
          { label: 'Bài thi đã chấm', value: `${formatNumber(exams.scored)}/${formatNumber(exams.submitted)}` },
          { label: 'Nhiệm vụ đến hạn', value: formatNumber(missions.count) },
          { label: 'Bài nộp muộn', value: formatNumber(missions.late) },
          { label: 'Điểm phát âm trung bình', value: speaking.averageScore === null ? '—' : formatNumber(speaking.averageScore, 1) },
        ]}
      />
      <div className="grid items-start gap-3 lg:grid-cols-2">
        {exams.scored === 0 ? (
          <Empty title="Chưa có bài thi nào được chấm trong khoảng thời gian này" />
        ) : (
          <ColumnChart
            title="Phân bố điểm bài thi"
            periodHeader="Khoảng điểm"
            height={200}
            series={[{ key: 'n', label: 'Số bài', color: 'brand' }]}
            points={exams.bands.map((n, i) => ({
              key: String(i),
              label: band(i),
              fullLabel: `Từ ${i} đến ${i === 9 ? '10' : `dưới ${i + 1}`} điểm`,
              values: { n },
            }))}
          />
        )}
        {missions.count === 0 ? (
          <Empty title="Không có nhiệm vụ nào đến hạn trong khoảng thời gian này" />
        ) : (
          <DonutChart
            title="Tiến độ nhiệm vụ đến hạn"
            partHeader="Tiến độ"
            totalLabel="lượt giao"
            parts={[
              { key: 'COMPLETED', label: 'Hoàn thành', value: missions.progress.COMPLETED, color: 'teal' },
              { key: 'PENDING_REVIEW', label: 'Chờ chấm', value: missions.progress.PENDING_REVIEW, color: 'brand' },
              { key: 'IN_PROGRESS', label: 'Đang làm', value: missions.progress.IN_PROGRESS, color: 'amber' },
              { key: 'NOT_DOING', label: 'Chưa làm', value: missions.progress.NOT_DOING, color: 'slate' },
            ]}
          />
        )}
      </div>
    </div>
  );
}
