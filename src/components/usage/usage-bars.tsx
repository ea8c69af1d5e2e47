// One progress bar per usage category, coloured red from 90 %, amber from 60 %, else blue (spec §9).
import { Meter } from '@/components/ui/meter.tsx';
import { formatNumber } from '@/lib/format.ts';
import { progressColor, type UsageLine } from './usage.ts';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;

export function UsageBars({ lines }: { lines: UsageLine[] }) {
  return (
    <ul className="space-y-3">
      {lines
        .filter((l) => l.limit > 0)
        .map((l) => (
          <li key={l.key}>
            <div className="flex justify-between text-sm">
              <span>{l.label}</span>
              <span className="text-slate-600">
                {formatNumber(l.used)} / {formatNumber(l.limit)} {l.unit}
              </span>
            </div>
            <Meter label={l.label} percent={l.ratio * 100} barClass={BAR[progressColor(l.ratio)]} className="mt-1" />
          </li>
        ))}
    </ul>
  );
}
