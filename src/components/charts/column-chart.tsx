// Counts over time as columns, the series stacked in each (or side by side): one column a day, a week or a month.
// Recharts draws them (lazily, chart-drawing.tsx) at the width the column is given; the legend with each series' total
// and the table of every figure are plain HTML, there before the drawing's code arrives.
import { formatNumber } from '@/lib/format.ts';
import { ChartFrame, Legend, type Series } from './chart-frame.tsx';
import { ColumnDrawing, DrawingBox } from './chart-drawing.tsx';

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
  /** false: the series side by side in each period (figures of different kinds, which a stack would add up). */
  stacked?: boolean;
  /** false: no sum beside each series' name (weekly counts of distinct people do not add up to anything). */
  totals?: boolean;
}

export function ColumnChart<K extends string>({ title, series, points, periodHeader, height = 220, stacked = true, totals = true }: ColumnChartProps<K>) {
  const sumBy = (key: K) => points.reduce((sum, p) => sum + p.values[key], 0);
  const total = (key: K) => (totals ? formatNumber(sumBy(key)) : undefined);
  return (
    <ChartFrame
      title={title}
      legend={<Legend items={series.map((s) => ({ label: s.label, color: s.color, value: total(s.key) }))} />}
      table={{
        headers: [periodHeader, ...series.map((s) => s.label)],
        rows: points.map((p) => ({ key: p.key, cells: [p.fullLabel, ...series.map((s) => formatNumber(p.values[s.key]))] })),
      }}
    >
      <DrawingBox label={totals ? `${title}: ${series.map((s) => `${s.label} ${total(s.key)}`).join(', ')}` : title} height={height}>
        <ColumnDrawing series={series} points={points} height={height} stacked={stacked} />
      </DrawingBox>
    </ChartFrame>
  );
}
