// Work a cheap tablet's first screen does not wait for.
//
// - `deferred`: shows a static stand-in first and swaps in the real component once the browser is idle after the
//   first paint. The signed-in shell uses it for its Headless UI dropdowns and the sync status, so the first screen
//   does not wait for their code; the stand-ins are inert (aria-hidden), so nothing can be clicked too early.
// - `MountInTransition`: mounts a heavy part of a screen just after the rest, in a transition. The router shows a
//   screen in one synchronous render (its state is an external store, which React never time-slices); a transition
//   render yields to the browser every few milliseconds instead, so mounting the part is not one long task that a
//   tap has to wait behind.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

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
          // In a transition: the swap mounts the component's whole tree, and must not block a tap meanwhile. Each in an
          // idle moment of its own: swaps made together are committed together, one long task of all their effects.
          (c) => whenIdle(() => live && startTransition(() => setComponent(() => c))),
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

/** `children` mounted in a transition right after the first commit; `fallback` until then. */
export function MountInTransition({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : fallback;
}
