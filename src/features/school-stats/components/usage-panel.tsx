// What the school uses of its contract: storage and scored pronunciation calls against the quotas (coloured as every
// usage bar is: red from 90 %, amber from 60 %), storage by kind of file, calls per month, and how much content it holds.
import { BarList } from '@/components/charts/bar-list.tsx';
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { progressColor } from '@/components/usage/usage.ts';
import { formatDate, formatFileSize, formatNumber } from '@/lib/format.ts';
import type { UsageStats } from '@/shared/school-stats.ts';
import { periodLabels } from '../period-label.ts';
import { StatTiles } from './stat-tiles.tsx';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;
const MB = 1024 * 1024;

const KINDS: Record<string, string> = { upload: 'Tệp tải lên', media: 'Học liệu', lecture: 'Ảnh trong bài giảng' };

function Quota({
  label,
  used,
  limit,
  usedText,
  limitText,
  note,
}: {
  label: string;
  used: number;
  limit: number | null;
  usedText: string;
  limitText: string;
  note?: string;
}) {
  const ratio = limit ? used / limit : 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">{limit ? `${usedText} / ${limitText}` : `${usedText} · không đặt hạn mức`}</span>
      </div>
      {limit ? <Meter label={label} percent={ratio * 100} barClass={BAR[progressColor(ratio)]} className="mt-2" /> : null}
      {note && <p className="mt-2 text-xs text-slate-600">{note}</p>}
    </div>
  );
}

export function UsagePanel({ data }: { data: UsageStats }) {
  const { storage, speaking, content } = data;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 lg:grid-cols-2">
        <Quota
          label="Dung lượng lưu trữ"
          used={storage.usedBytes / MB}
          limit={storage.limitMb}
          usedText={formatFileSize(storage.usedBytes)}
          limitText={storage.limitMb === null ? '' : `${formatNumber(storage.limitMb)} MB`}
        />
        <Quota
          label="Lượt chấm phát âm"
          used={speaking.used}
          limit={speaking.limit}
          usedText={`${formatNumber(speaking.used)} lượt`}
          limitText={speaking.limit === null ? '' : `${formatNumber(speaking.limit)} lượt`}
          note={speaking.since ? `Tính từ ngày bắt đầu hợp đồng ${formatDate(`${speaking.since}T12:00:00+07:00`)}` : 'Tính từ khi trường bắt đầu sử dụng'}
        />
      </div>
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
