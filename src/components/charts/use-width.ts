// The width a chart has on screen, so it draws in real pixels: text stays the size it was set at whatever the column
// (a scaled drawing shrank its labels to a few pixels on a tablet's half-width panel).
import { useLayoutEffect, useRef, useState } from 'react';

export function useWidth<E extends HTMLElement>(fallback = 600) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.floor(w));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
