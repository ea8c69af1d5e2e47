// What every chart is framed with: a titled figure, a legend, and the same figures as a table for those who cannot see
// the drawing (a screen reader, a printed page) — the table is the chart's text alternative, folded until asked for.
import { useId, type ReactNode } from 'react';

export interface Series<K extends string> {
  key: K;
  label: string;
  color: SeriesColor;
}

/**
 * Distinct under the common colour blindnesses and readable on white (3:1 against the page at least). `bg` paints the
 * legend's swatches, `css` the drawing (the same theme colour, as Tailwind defines it).
 */
export const SERIES_COLORS = {
  brand: { bg: 'bg-brand-600', css: 'var(--color-brand-600)' },
  amber: { bg: 'bg-amber-500', css: 'var(--color-amber-500)' },
  teal: { bg: 'bg-teal-600', css: 'var(--color-teal-600)' },
  rose: { bg: 'bg-rose-600', css: 'var(--color-rose-600)' },
  slate: { bg: 'bg-slate-400', css: 'var(--color-slate-400)' },
} as const;
export type SeriesColor = keyof typeof SERIES_COLORS;

export function Legend({ items }: { items: { label: string; color: SeriesColor; value?: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SERIES_COLORS[item.color].bg}`} />
          {item.label}
          {item.value !== undefined && <span className="font-medium text-slate-900">{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}

export interface ChartTable {
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export function ChartFrame({ title, legend, table, children }: { title: string; legend?: ReactNode; table: ChartTable; children: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 pb-1 shadow-sm">
      <figcaption id={id} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {children}
      {legend}
      <details className="text-sm">
        {/* Tall enough to tap on a tablet (44 px with the text's line). */}
        <summary className="cursor-pointer py-3 text-brand-700 hover:underline">Xem số liệu</summary>
        <div className="mb-3 max-h-64 overflow-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                {table.headers.map((h, i) => (
                  <th key={h} scope="col" className={`px-3 py-2 font-semibold text-slate-600 ${i === 0 ? 'text-left' : 'text-right'}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-3 py-1.5 text-right text-slate-900 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
