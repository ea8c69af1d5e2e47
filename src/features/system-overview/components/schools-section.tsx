// The schools by contract: open, ending within 30 days, expired. Each number opens the school list filtered the same
// way; the ring shows how the schools split (the open ones beyond 30 days, the expiring, the expired).
import { Link } from '@tanstack/react-router';
import { DonutChart } from '@/components/charts/donut-chart.tsx';
import { formatNumber } from '@/lib/format.ts';
import { EXPIRING_WITHIN_DAYS, type SchoolCounts } from '@/shared/system-overview.ts';
import { FigureTile, FigureTiles } from './figure-tile.tsx';
import { OverviewSection } from './overview-section.tsx';

const FILTERS = [
  { status: 'active', label: 'Đang hoạt động' },
  { status: 'expiring', label: `Sắp hết hạn (${EXPIRING_WITHIN_DAYS} ngày tới)` },
  { status: 'expired', label: 'Hết hạn' },
] as const;

export function SchoolsSection({ data }: { data: SchoolCounts }) {
  return (
    <OverviewSection title="Trường học" description="Theo thời hạn hợp đồng. Chọn một số để mở danh sách trường tương ứng.">
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <FigureTiles label="Số trường học theo thời hạn">
          {FILTERS.map((f) => (
            <FigureTile
              key={f.status}
              label={f.label}
              value={formatNumber(data[f.status])}
              link={(content, className, name) => (
                <Link to="/school" search={{ status: f.status }} className={className} aria-label={name}>
                  {content}
                </Link>
              )}
            />
          ))}
        </FigureTiles>
        <DonutChart
          title="Trường học theo thời hạn hợp đồng"
          partHeader="Thời hạn"
          totalLabel="trường"
          parts={[
            { key: 'open', label: `Còn hạn trên ${EXPIRING_WITHIN_DAYS} ngày`, value: data.active - data.expiring, color: 'teal' },
            { key: 'expiring', label: 'Sắp hết hạn', value: data.expiring, color: 'amber' },
            { key: 'expired', label: 'Hết hạn', value: data.expired, color: 'rose' },
          ]}
        />
      </div>
    </OverviewSection>
  );
}
