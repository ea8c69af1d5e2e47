// What is used of one limit: the figures, a bar coloured as every usage bar (spec §9: red from 90 %, amber from
// 60 %, else blue) and, near or over the limit, a word saying so (colour is never the only sign).
import { Meter } from '@/components/ui/meter.tsx';
import { levelOf, progressColor } from '@/components/usage/usage.ts';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;
export const LEVEL_TEXT = { near: 'Sắp hết', over: 'Vượt giới hạn' } as const;

export function UsageMeter({
  label,
  used,
  limit,
  usedText,
  limitText,
}: {
  label: string;
  used: number;
  limit: number | null;
  usedText: string;
  limitText: string;
}) {
  if (!limit) return <span className="text-sm text-slate-700">{usedText} · không giới hạn</span>;
  const ratio = used / limit;
  const level = levelOf(ratio);
  return (
    <div className="min-w-28">
      <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
        <span className="text-slate-800 tabular-nums">
          {usedText} / {limitText}
        </span>
        {level !== 'ok' && <span className={`text-xs font-semibold ${level === 'over' ? 'text-red-700' : 'text-amber-700'}`}>{LEVEL_TEXT[level]}</span>}
      </div>
      <Meter label={label} percent={Math.min(100, ratio * 100)} barClass={BAR[progressColor(ratio)]} className="mt-1" />
    </div>
  );
}
