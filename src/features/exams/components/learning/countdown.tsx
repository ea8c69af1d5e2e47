// The exam countdown (spec §4, §9: ticks every second) toward the server's deadline. Time comes from
// offline/exam-clock.ts (server offset + monotonic clock), never from the device clock directly, so a wrong or changed
// device clock does not move it. Calls onExpire once when it reaches zero.
import { useEffect, useRef, useState } from 'react';
import { remainingMs } from '@/offline/exam-clock.ts';
import type { AttemptRow } from '@/offline/db.ts';
import { formatCountdown } from '../../exam-format.ts';

export interface CountdownProps {
  attempt: Pick<AttemptRow, 'key' | 'clockOffsetMs' | 'deadline'>;
  onExpire: () => void;
}

export function Countdown({ attempt, onExpire }: CountdownProps) {
  const [left, setLeft] = useState(() => remainingMs(attempt));
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const { key, clockOffsetMs, deadline } = attempt;

  useEffect(() => {
    let fired = false;
    const tick = () => {
      const ms = remainingMs({ key, clockOffsetMs, deadline });
      setLeft(ms);
      if (ms <= 0 && !fired) {
        fired = true;
        expire.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [key, clockOffsetMs, deadline]);

  const urgent = left <= 60_000;
  return (
    <div
      role="timer"
      aria-label="Thời gian còn lại"
      className={`rounded-xl px-4 py-2 font-mono text-2xl font-bold tabular-nums ${urgent ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-800'}`}
    >
      {formatCountdown(left)}
    </div>
  );
}
