// The charts as Recharts draws them, loaded only through chart-drawing.tsx (never import this file elsewhere: it would
// pull Recharts into the importer's chunk). Numbers are written the Vietnamese way, colours are the series' own, and a
// pointer or a finger on a column or a slice names its figures.
import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatNumber } from '@/lib/format.ts';
import { SERIES_COLORS, type Series } from './chart-frame.tsx';
import type { ColumnPoint } from './column-chart.tsx';
import type { DonutPart } from './donut-chart.tsx';
import { share } from './share.ts';

const TICK = { fontSize: 11, fill: 'var(--color-slate-600)' };

/**
 * Tooltips follow the pointer of a mouse; a finger's tap opens them instead (and leaves them open until the next tap):
 * after a tap the browser reports the emulated mouse leaving, which closed a hover tooltip as soon as it opened.
 */
function TouchAware({ children }: { children: (trigger: 'hover' | 'click') => ReactNode }) {
  const [touch, setTouch] = useState(false);
  return <div onPointerDownCapture={(e) => setTouch(e.pointerType === 'touch')}>{children(touch ? 'click' : 'hover')}</div>;
}

function TipBox({ title, lines }: { title: string; lines: { key: string; color: string; text: string }[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-slate-900">{title}</p>
      <ul className="mt-1 space-y-0.5">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5 text-slate-700">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: line.color }} />
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Row = { key: string; label: string; fullLabel: string } & Record<`v_${string}`, number>;

export function ColumnDrawing<K extends string>({
  series,
  points,
  height,
  stacked = true,
}: {
  series: Series<K>[];
  points: ColumnPoint<K>[];
  height: number;
  stacked?: boolean;
}) {
  const rows: Row[] = points.map((p) => ({
    key: p.key,
    label: p.label,
    fullLabel: p.fullLabel,
    ...Object.fromEntries(series.map((s) => [`v_${s.key}`, p.values[s.key]])),
  }));
  const tip = ({ active, payload }: TooltipContentProps) => {
    const row = active ? (payload[0]?.payload as Row | undefined) : undefined;
    if (!row) return null;
    return (
      <TipBox
        title={row.fullLabel}
        lines={series.map((s) => ({ key: s.key, color: SERIES_COLORS[s.color].css, text: `${s.label}: ${formatNumber(row[`v_${s.key}`])}` }))}
      />
    );
  };
  return (
    <TouchAware>
      {(trigger) => (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
            <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={{ stroke: 'var(--color-slate-300)' }} interval="preserveStartEnd" minTickGap={8} />
            <YAxis width="auto" allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} tickFormatter={(v: number) => formatNumber(v)} />
            {/* The whole slot answers the pointer, so an empty day still tells its date. */}
            <Tooltip trigger={trigger} content={tip} cursor={{ fill: 'var(--color-slate-100)' }} isAnimationActive={false} />
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={`v_${s.key}`}
                name={s.label}
                stackId={stacked ? 'stack' : undefined}
                fill={SERIES_COLORS[s.color].css}
                maxBarSize={32}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </TouchAware>
  );
}

export function DonutDrawing({ parts, size }: { parts: DonutPart[]; size: number }) {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  const shown = parts.filter((p) => p.value > 0);
  const tip = ({ active, payload }: TooltipContentProps) => {
    const part = active ? (payload[0]?.payload as DonutPart | undefined) : undefined;
    if (!part) return null;
    return (
      <TipBox
        title={part.label}
        lines={[{ key: part.key, color: SERIES_COLORS[part.color].css, text: `${formatNumber(part.value)} (${share(part.value, total)})` }]}
      />
    );
  };
  const ring = { cx: '50%', cy: '50%', innerRadius: size / 2 - 26, outerRadius: size / 2, startAngle: 90, endAngle: -270, isAnimationActive: false };
  return (
    <TouchAware>
      {(trigger) => (
        <PieChart width={size} height={size} accessibilityLayer={false}>
          {total > 0 ? (
            <>
              <Pie {...ring} data={shown} dataKey="value" nameKey="label" stroke="#fff">
                {shown.map((p) => (
                  <Cell key={p.key} fill={SERIES_COLORS[p.color].css} />
                ))}
              </Pie>
              <Tooltip trigger={trigger} content={tip} isAnimationActive={false} allowEscapeViewBox={{ x: true, y: true }} />
            </>
          ) : (
            // Nothing to share out: the empty ring, as the other charts draw an empty axis.
            <Pie {...ring} data={[{ value: 1 }]} dataKey="value" fill="var(--color-slate-100)" stroke="none" />
          )}
        </PieChart>
      )}
    </TouchAware>
  );
}
