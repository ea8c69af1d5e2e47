// Counts over time as columns, the series stacked in each: one column a day or a month. Recharts draws them (lazily,
// chart-drawing.tsx) at the width the column is given; the legend with each series' total and the table of every
// figure are plain HTML, there before the drawing's code arrives.
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
}

export function ColumnChart<K extends string>({ title, series, points, periodHeader, height = 220 }: ColumnChartProps<K>) {
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
      <DrawingBox label={`${title}: ${series.map((s) => `${s.label} ${formatNumber(sumBy(s.key))}`).join(', ')}`} height={height}>
        <ColumnDrawing series={series} points={points} height={height} />
      </DrawingBox>
    </ChartFrame>
  );
}
