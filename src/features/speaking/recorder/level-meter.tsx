// The level bar shown while recording: redrawn every animation frame straight on the DOM (no React render per frame),
// with the accessible value refreshed a few times a second.
import { useEffect, useRef } from 'react';
import type { LevelSource } from './level.ts';

export function LevelMeter({ source }: { source: LevelSource }) {
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    let lastAria = 0;
    const tick = (t: number) => {
      const level = source.read();
      if (bar.current) bar.current.style.width = `${Math.round(level * 100)}%`;
      if (meter.current && t - lastAria > 250) {
        meter.current.setAttribute('aria-valuenow', String(Math.round(level * 100)));
        lastAria = t;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [source]);
  return (
    <div
      ref={meter}
      role="meter"
      aria-label="Mức âm thanh micrô"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div ref={bar} className="h-full w-0 rounded-full bg-emerald-500 transition-[width] duration-75" />
    </div>
  );
}
