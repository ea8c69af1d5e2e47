// A determinate progress bar (a task's progress, an upload, a usage against its limit): the share as a bar with its
// accessible name and value. The caller picks the bar's colour; `floor` keeps a just-started bar visible.
export interface MeterProps {
  label: string;
  percent: number;
  barClass?: string;
  className?: string;
  floor?: number;
}

export function Meter({ label, percent, barClass = 'bg-brand-600', className = '', floor = 0 }: MeterProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`h-2 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className={`h-full rounded-full transition-[width] duration-300 ${barClass}`} style={{ width: `${Math.max(value, floor)}%` }} />
    </div>
  );
}
