// Shows a static stand-in first and swaps in the real component once the browser is idle after the first paint.
// The signed-in shell uses it for its Headless UI dropdowns and the sync status, so the first screen a cheap tablet
// paints does not wait for their code; the stand-ins are inert (aria-hidden), so nothing can be clicked too early.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

function whenIdle(fn: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 50);
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, standIn: (props: P) => ReactNode = () => null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // A failed download (the network dropped before the code arrived) is forgotten, so the next try fetches again.
  const start = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  return function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const attempt = () =>
        void start().then(
          (c) => live && setComponent(() => c),
          // Offline before the code arrived: keep the stand-in and try again when the network is back.
          () => live && window.addEventListener('online', attempt, { once: true }),
        );
      whenIdle(attempt);
      return () => {
        live = false;
        window.removeEventListener('online', attempt);
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return (
      <div aria-hidden="true" className="pointer-events-none">
        {standIn(props)}
      </div>
    );
  };
}
