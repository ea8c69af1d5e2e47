// Parts of a whole (students' work on missions by progress): a ring, drawn by Recharts (lazily, chart-drawing.tsx),
// with the total in its middle and a legend giving each part's count and share.
import { formatNumber } from '@/lib/format.ts';
import { ChartFrame, Legend, type SeriesColor } from './chart-frame.tsx';
import { DonutDrawing, DrawingBox } from './chart-drawing.tsx';
import { share } from './share.ts';

export interface DonutPart {
  key: string;
  label: string;
  value: number;
  color: SeriesColor;
}

const SIZE = 160;

export function DonutChart({ title, parts, totalLabel, partHeader }: { title: string; parts: DonutPart[]; totalLabel: string; partHeader: string }) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  return (
    <ChartFrame
      title={title}
      table={{
        headers: [partHeader, 'Số lượng', 'Tỉ lệ'],
        rows: parts.map((p) => ({ key: p.key, cells: [p.label, formatNumber(p.value), share(p.value, total)] })),
      }}
    >
      <div className="flex flex-wrap items-center gap-6">
        <DrawingBox label={`${title}: ${parts.map((p) => `${p.label} ${formatNumber(p.value)}`).join(', ')}`} height={SIZE} width={SIZE}>
          {/* In the ring's hole, in HTML so it takes the page's font; under the drawing, whose tooltip must cover it. */}
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(total)}</span>
            <span className="text-xs text-slate-600">{totalLabel}</span>
          </div>
          <DonutDrawing parts={parts} size={SIZE} />
        </DrawingBox>
        <Legend items={parts.map((p) => ({ label: p.label, color: p.color, value: `${formatNumber(p.value)} (${share(p.value, total)})` }))} />
      </div>
    </ChartFrame>
  );
}
