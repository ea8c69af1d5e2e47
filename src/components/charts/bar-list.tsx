// Items compared by one count, largest first: a labelled bar each (groups by their students, storage by kind). Plain
// HTML, so long Vietnamese names wrap instead of being cut.
import { formatNumber } from '@/lib/format.ts';
import { ChartFrame, SERIES_COLORS, type SeriesColor } from './chart-frame.tsx';

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** What is written beside the bar and in the table (a size, a count with its unit); the number when absent. */
  valueText?: string;
}

export function BarList({
  title,
  items,
  valueHeader,
  itemHeader,
  color = 'brand',
}: {
  title: string;
  items: BarItem[];
  valueHeader: string;
  itemHeader: string;
  color?: SeriesColor;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  const text = (item: BarItem) => item.valueText ?? formatNumber(item.value);
  return (
    <ChartFrame title={title} table={{ headers: [itemHeader, valueHeader], rows: items.map((i) => ({ key: i.key, cells: [i.label, text(i)] })) }}>
      <ul className="space-y-2" aria-hidden="true">
        {items.map((item) => (
          <li key={item.key} className="grid grid-cols-[minmax(6rem,35%)_1fr] items-center gap-3 text-sm">
            <span className="text-slate-700">{item.label}</span>
            <span className="flex items-center gap-2">
              <span
                className={`h-3 rounded-sm ${SERIES_COLORS[color].bg}`}
                style={{ width: `${Math.max(item.value > 0 ? 1 : 0, (item.value / max) * 85)}%` }}
              />
              <span className="shrink-0 text-slate-900 tabular-nums">{text(item)}</span>
            </span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
