// Who the school has: members by position (and those locked), who joined in each of the last twelve months, and its
// largest groups by students.
import { BarList } from '@/components/charts/bar-list.tsx';
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { MemberStats } from '@/shared/school-stats.ts';
import { periodLabels } from '../period-label.ts';
import { StatTiles } from './stat-tiles.tsx';

export function MembersPanel({ data }: { data: MemberStats }) {
  const { byPosition } = data;
  return (
    <div className="space-y-3">
      <StatTiles
        items={[
          { label: 'Quản trị viên', value: formatNumber(byPosition.supervisor) },
          { label: 'Hiệu trưởng', value: formatNumber(byPosition.officer) },
          { label: 'Giáo viên', value: formatNumber(byPosition.teacher) },
          { label: 'Học sinh', value: formatNumber(byPosition.student) },
          { label: 'Tài khoản bị khoá', value: formatNumber(data.locked) },
        ]}
      />
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <ColumnChart
          title="Thành viên mới theo tháng"
          periodHeader="Tháng"
          height={200}
          series={[
            { key: 'students', label: 'Học sinh', color: 'brand' },
            { key: 'staff', label: 'Giáo viên, cán bộ', color: 'amber' },
          ]}
          points={data.joined.map((m) => ({ key: m.month, ...periodLabels(m.month), values: { students: m.students, staff: m.staff } }))}
        />
        {data.groups.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white">
            <EmptyState title="Trường chưa có nhóm học tập nào" />
          </div>
        ) : (
          <BarList
            title={
              data.groupCount > data.groups.length
                ? `Sĩ số ${data.groups.length} nhóm đông nhất (trên ${formatNumber(data.groupCount)} nhóm)`
                : 'Sĩ số các nhóm'
            }
            itemHeader="Nhóm"
            valueHeader="Học sinh"
            items={data.groups.map((g) => ({ key: String(g.id), label: g.name, value: g.students, valueText: `${formatNumber(g.students)} học sinh` }))}
          />
        )}
      </div>
    </div>
  );
}
