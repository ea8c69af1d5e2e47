// Loads a dialog's code the first time it opens, so dialogs (and the form libraries they use) stay out of the
// JavaScript every signed-in page must download. Once loaded it stays mounted, so closing transitions still play.
import { Suspense, lazy, useState, type ComponentType } from 'react';

export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyOnOpen(props: P) {
    const [used, setUsed] = useState(props.open);
    // Deriving state during render is React's documented pattern for "remember that this became true".
    if (props.open && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
