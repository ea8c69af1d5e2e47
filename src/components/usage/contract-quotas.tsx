// The quotas of a school's contract — upload storage and scored pronunciation calls — each as what is used against
// what was bought, on a bar coloured as every usage bar is (spec §9: red from 90 %, amber from 60 %, else blue), or
// the use alone when no limit is set. Shown on the school's statistics and on its information page.
import { Meter } from '@/components/ui/meter.tsx';
import { formatDate, formatFileSize, formatNumber } from '@/lib/format.ts';
import { progressColor } from './usage.ts';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;
const MB = 1024 * 1024;

function QuotaCard({
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

export interface ContractQuotasProps {
  storage: { usedBytes: number; limitMb: number | null };
  /** since: the contract's first day (yyyy-MM-dd), from which the calls are counted; null: since the school began. */
  speaking: { used: number; limit: number | null; since: string | null };
}

export function ContractQuotas({ storage, speaking }: ContractQuotasProps) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <QuotaCard
        label="Dung lượng lưu trữ"
        used={storage.usedBytes / MB}
        limit={storage.limitMb}
        usedText={formatFileSize(storage.usedBytes)}
        limitText={storage.limitMb === null ? '' : `${formatNumber(storage.limitMb)} MB`}
      />
      <QuotaCard
        label="Lượt chấm phát âm"
        used={speaking.used}
        limit={speaking.limit}
        usedText={`${formatNumber(speaking.used)} lượt`}
        limitText={speaking.limit === null ? '' : `${formatNumber(speaking.limit)} lượt`}
        note={speaking.since ? `Tính từ ngày bắt đầu hợp đồng ${formatDate(`${speaking.since}T12:00:00+07:00`)}` : 'Tính từ khi trường bắt đầu sử dụng'}
      />
    </div>
  );
}
