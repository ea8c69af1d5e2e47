// Counts over time as columns, the series stacked in each: one column a day or a month. The value axis is rounded
// (scale.ts), only as many period labels are written as fit, and each column names its figures when pointed at.
import { formatNumber } from '@/lib/format.ts';
import { ChartFrame, Legend, SERIES_COLORS, type Series } from './chart-frame.tsx';
import { niceTicks } from './scale.ts';
import { useWidth } from './use-width.ts';

export interface ColumnPoint<K extends string> {
  key: string;
  /** Under the column (short: 05/03, T3/2026). */
  label: string;
  /** In the table and the pointer text (05/03/2026). */
  fullLabel: string;
  values: Record<K, number>;
}

export interface ColumnChartProps<K extends string> {
  title: string;
  series: Series<K>[];
  points: ColumnPoint<K>[];
  /** The first column of the table (Ngày, Tháng). */
  periodHeader: string;
  height?: number;
}

const PAD = { top: 8, right: 8, bottom: 24, left: 40 };
/** The narrowest space a period label needs. */
const LABEL_PX = 48;

export function ColumnChart<K extends string>({ title, series, points, periodHeader, height = 220 }: ColumnChartProps<K>) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const totals = points.map((p) => series.reduce((sum, s) => sum + p.values[s.key], 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks.at(-1)!;
  const plotW = Math.max(10, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, points.length);
  const barW = Math.max(1, Math.min(32, slot * 0.7));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const every = Math.max(1, Math.ceil(LABEL_PX / slot));
  const sumBy = (key: K) => points.reduce((sum, p) => sum + p.values[key], 0);
  return (
    <ChartFrame
      title={title}
      legend={<Legend items={series.map((s) => ({ label: s.label, color: s.color, value: formatNumber(sumBy(s.key)) }))} />}
      table={{
        headers: [periodHeader, ...series.map((s) => s.label)],
        rows: points.map((p) => ({ key: p.key, cells: [p.fullLabel, ...series.map((s) => formatNumber(p.values[s.key]))] })),
      }}
    >
      <div ref={ref}>
        <svg width={width} height={height} role="img" aria-label={`${title}: ${series.map((s) => `${s.label} ${formatNumber(sumBy(s.key))}`).join(', ')}`}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
              <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-600 text-[11px]">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {points.map((p, i) => {
            const x = PAD.left + slot * i + (slot - barW) / 2;
            let base = 0;
            return (
              <g key={p.key} data-testid="column">
                <title>{`${p.fullLabel}: ${series.map((s) => `${s.label} ${formatNumber(p.values[s.key])}`).join(', ')}`}</title>
                {/* The whole slot answers the pointer, so an empty day still tells its date. */}
                <rect x={PAD.left + slot * i} y={PAD.top} width={slot} height={plotH} className="fill-transparent hover:fill-slate-100" />
                {series.map((s) => {
                  const v = p.values[s.key];
                  if (v <= 0) return null;
                  const y0 = y(base);
                  base += v;
                  return <rect key={s.key} x={x} width={barW} y={y(base)} height={Math.max(1, y0 - y(base))} className={SERIES_COLORS[s.color].fill} />;
                })}
                {i % every === 0 && (
                  <text x={x + barW / 2} y={height - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
                    {p.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </ChartFrame>
  );
}
