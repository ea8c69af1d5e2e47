// The width of an element, followed as the window, the rails and the panels change it (ResizeObserver). A callback
// ref, so an element mounted later (after the document loads) is measured too.
import { useCallback, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(): [(el: T | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((el: T | null) => {
    if (!el) return undefined;
    const measure = () => setWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
