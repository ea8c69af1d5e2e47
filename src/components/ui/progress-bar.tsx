// The thin navigation progress bar (spec §4): starts, creeps toward at most 98 %, jumps to 100 % when the
// navigation ends and hides about half a second later. `active` comes from the router's loading state.
import { useEffect, useRef, useState } from 'react';

export const PROGRESS_START = 10;
export const PROGRESS_MAX = 98;
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_HIDE_MS = 500;

export interface ProgressState {
  value: number;
  visible: boolean;
}

/** One creep step: a tenth of the way to the cap, never past it. */
export function creep(value: number): number {
  return Math.min(PROGRESS_MAX, value + Math.max(0.5, (PROGRESS_MAX - value) * 0.1));
}

export function useProgress(active: boolean): ProgressState {
  const [state, setState] = useState<ProgressState>({ value: 0, visible: false });
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (active) {
      if (hideTimer.current) clearTimeout(hideTimer.current);
      setState({ value: PROGRESS_START, visible: true });
      const tick = setInterval(() => setState((s) => ({ value: creep(s.value), visible: true })), PROGRESS_TICK_MS);
      return () => clearInterval(tick);
    }
    // Finishing only makes sense if the bar was shown for this navigation.
    setState((s) => (s.visible ? { value: 100, visible: true } : s));
    hideTimer.current = setTimeout(() => setState({ value: 0, visible: false }), PROGRESS_HIDE_MS);
    return () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    };
  }, [active]);

  return state;
}

export function ProgressBar({ active }: { active: boolean }) {
  const { value, visible } = useProgress(active);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Đang chuyển trang"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5"
    >
      <div className="h-full bg-brand-500 shadow-[0_0_6px_var(--color-brand-500)] transition-[width] duration-200 ease-out" style={{ width: `${value}%` }} />
    </div>
  );
}
