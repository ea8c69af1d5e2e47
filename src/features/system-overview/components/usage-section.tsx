// What the schools use of their contracts: storage and scored pronunciation calls against the quotas, the schools
// nearest their limits first, each bar coloured as every usage bar is (spec §9: red from 90 %, amber from 60 %, else
// blue). A school's name opens its details, where its statistics show the rest; each account's use against its own
// limits is on the usage limits screen, linked for those who may open it.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { progressColor } from '@/components/usage/usage.ts';
import { formatFileSize, formatNumber } from '@/lib/format.ts';
import type { QuotaUse, SchoolQuotaUse } from '@/shared/system-overview.ts';
import { FigureTile, FigureTiles } from './figure-tile.tsx';
import { OverviewSection } from './overview-section.tsx';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;

function QuotaList({ title, rows, text, empty }: { title: string; rows: SchoolQuotaUse[]; text: (n: number) => string; empty: string }) {
  const id = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <EmptyState title={empty} className="py-6" />
      ) : (
        <ul aria-labelledby={id} className="mt-2 space-y-2">
          {rows.map((r) => {
            const ratio = r.limit > 0 ? r.used / r.limit : 0;
            const percent = `${formatNumber(Math.round(ratio * 100))}%`;
            return (
              <li key={r.school.id}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
                  <Link to="/school/details/$id" params={{ id: String(r.school.id) }} className="inline-block py-2 font-medium text-brand-700 hover:underline">
                    {r.school.name}
                  </Link>
                  <span className="text-slate-700 tabular-nums">
                    {text(r.used)} / {text(r.limit)} ({percent})
                  </span>
                </div>
                <Meter label={`${title}: ${r.school.name} ${percent}`} percent={ratio * 100} barClass={BAR[progressColor(ratio)]} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function UsageSection({ data, limitsLink }: { data: QuotaUse; limitsLink: boolean }) {
  return (
    <OverviewSection title="Sử dụng hạn mức" description="Dung lượng lưu trữ và lượt chấm phát âm của các trường so với hạn mức hợp đồng.">
      <FigureTiles label="Tổng sử dụng">
        <FigureTile label="Dung lượng đã dùng" value={formatFileSize(data.totals.storageBytes)} />
        <FigureTile label="Lượt chấm phát âm" value={formatNumber(data.totals.speakingCalls)} />
      </FigureTiles>
      <div className="grid items-start gap-3 lg:grid-cols-2">
        <QuotaList title="Dung lượng lưu trữ gần hạn mức nhất" rows={data.storage} text={formatFileSize} empty="Chưa trường nào được đặt hạn mức dung lượng" />
        <QuotaList
          title="Lượt chấm phát âm gần hạn mức nhất"
          rows={data.speaking}
          text={(n) => `${formatNumber(n)} lượt`}
          empty="Chưa trường nào được đặt hạn mức lượt chấm phát âm"
        />
      </div>
      {limitsLink && (
        <Link to="/system/limits" className="inline-block py-2 text-sm font-medium text-brand-700 hover:underline">
          Xem giới hạn sử dụng của từng trường và người dùng
        </Link>
      )}
    </OverviewSection>
  );
}
