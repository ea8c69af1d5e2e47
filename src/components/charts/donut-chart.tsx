// Parts of a whole (students' work on missions by progress): a ring with the total in its middle and a legend giving
// each part's count and share.
import { formatNumber } from '@/lib/format.ts';
import { ChartFrame, Legend, SERIES_COLORS, type SeriesColor } from './chart-frame.tsx';

export interface DonutPart {
  key: string;
  label: string;
  value: number;
  color: SeriesColor;
}

const SIZE = 160;
const STROKE = 26;
const R = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * R;

const share = (value: number, total: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '0%');

export function DonutChart({ title, parts, totalLabel, partHeader }: { title: string; parts: DonutPart[]; totalLabel: string; partHeader: string }) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  let offset = 0;
  return (
    <ChartFrame
      title={title}
      table={{
        headers: [partHeader, 'Số lượng', 'Tỉ lệ'],
        rows: parts.map((p) => ({ key: p.key, cells: [p.label, formatNumber(p.value), share(p.value, total)] })),
      }}
    >
      <div className="flex flex-wrap items-center gap-6">
        <svg
          width={SIZE}
          height={SIZE}
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={`${title}: ${parts.map((p) => `${p.label} ${formatNumber(p.value)}`).join(', ')}`}
        >
          <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="none" strokeWidth={STROKE} className="stroke-slate-100" />
          {total > 0 &&
            parts.map((p) => {
              if (p.value <= 0) return null;
              const length = (p.value / total) * CIRCUMFERENCE;
              const dash = (
                <circle
                  key={p.key}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={R}
                  fill="none"
                  strokeWidth={STROKE}
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                  transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
                  className={SERIES_COLORS[p.color].stroke}
                >
                  <title>{`${p.label}: ${formatNumber(p.value)} (${share(p.value, total)})`}</title>
                </circle>
              );
              offset += length;
              return dash;
            })}
          <text x="50%" y="47%" textAnchor="middle" className="fill-slate-900 text-2xl font-semibold">
            {formatNumber(total)}
          </text>
          <text x="50%" y="62%" textAnchor="middle" className="fill-slate-600 text-xs">
            {totalLabel}
          </text>
        </svg>
        <Legend items={parts.map((p) => ({ label: p.label, color: p.color, value: `${formatNumber(p.value)} (${share(p.value, total)})` }))} />
      </div>
    </ChartFrame>
  );
}
