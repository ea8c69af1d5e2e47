// What the school uses of its contract: storage and scored pronunciation calls against the quotas (coloured as every
// usage bar is: red from 90 %, amber from 60 %), storage by kind of file, calls per month, and how much content it holds.
import { BarList } from '@/components/charts/bar-list.tsx';
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ContractQuotas } from '@/components/usage/contract-quotas.tsx';
import { formatFileSize, formatNumber } from '@/lib/format.ts';
import type { UsageStats } from '@/shared/school-stats.ts';
import { periodLabels } from '../period-label.ts';
import { StatTiles } from './stat-tiles.tsx';

const KINDS: Record<string, string> = { upload: 'Tệp tải lên', media: 'Học liệu', lecture: 'Ảnh trong bài giảng', experiment: 'Thí nghiệm ảo' };

export function UsagePanel({ data }: { data: UsageStats }) {
  const { storage, speaking, content } = data;
  return (
    <div className="space-y-3">
      <ContractQuotas storage={storage} speaking={speaking} />
      <StatTiles
        items={[
          { label: 'Đề thi', value: formatNumber(content.exams) },
          { label: 'Bài giảng', value: formatNumber(content.lectures) },
          { label: 'Bộ câu hỏi', value: formatNumber(content.questionCollections) },
          { label: 'Học liệu', value: formatNumber(content.media) },
          { label: 'Nhiệm vụ', value: formatNumber(content.missions) },
        ]}
      />
      <div className="grid items-start gap-3 lg:grid-cols-2">
        {speaking.months.some((m) => m.scripted + m.unscripted > 0) ? (
          <ColumnChart
            title="Lượt chấm phát âm theo tháng"
            periodHeader="Tháng"
            height={200}
            series={[
              { key: 'scripted', label: 'Theo mẫu', color: 'teal' },
              { key: 'unscripted', label: 'Tự do', color: 'amber' },
            ]}
            points={speaking.months.map((m) => ({ key: m.month, ...periodLabels(m.month), values: { scripted: m.scripted, unscripted: m.unscripted } }))}
          />
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white">
            <EmptyState title="Chưa có lượt chấm phát âm nào trong 12 tháng qua" />
          </div>
        )}
        {storage.byKind.length > 0 && (
          <BarList
            title="Dung lượng theo loại tệp"
            itemHeader="Loại tệp"
            valueHeader="Dung lượng"
            color="teal"
            items={storage.byKind.map((k) => ({ key: k.kind, label: KINDS[k.kind] ?? k.kind, value: k.bytes, valueText: formatFileSize(k.bytes) }))}
          />
        )}
      </div>
    </div>
  );
}
