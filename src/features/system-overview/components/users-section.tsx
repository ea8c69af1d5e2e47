// The accounts by type, in use and locked. No list of every account exists for a system administrator, so the
// figures open nothing.
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { UserCounts } from '@/shared/system-overview.ts';
import { FigureTile, FigureTiles } from './figure-tile.tsx';
import { OverviewSection } from './overview-section.tsx';

const TYPES = [
  { key: 'teacher', label: 'Giáo viên' },
  { key: 'student', label: 'Học sinh' },
  { key: 'other', label: 'Khác' },
] as const;

export function UsersSection({ data }: { data: UserCounts }) {
  const locked = TYPES.reduce((sum, t) => sum + data[t.key].locked, 0);
  return (
    <OverviewSection title="Người dùng" description="Tài khoản theo loại: đang sử dụng và bị khoá.">
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <FigureTiles label="Số tài khoản theo loại">
          {TYPES.map((t) => (
            <FigureTile key={t.key} label={t.label} value={formatNumber(data[t.key].active)} note={`Bị khoá: ${formatNumber(data[t.key].locked)}`} />
          ))}
          <FigureTile label="Tài khoản bị khoá" value={formatNumber(locked)} />
        </FigureTiles>
        <ColumnChart
          title="Tài khoản theo loại"
          periodHeader="Loại tài khoản"
          height={200}
          series={[
            { key: 'active', label: 'Đang sử dụng', color: 'brand' },
            { key: 'locked', label: 'Bị khoá', color: 'slate' },
          ]}
          points={TYPES.map((t) => ({ key: t.key, label: t.label, fullLabel: t.label, values: data[t.key] }))}
        />
      </div>
    </OverviewSection>
  );
}
