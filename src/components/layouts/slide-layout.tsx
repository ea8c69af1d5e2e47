// The slide layout (spec §2 "Layouts"): the whole screen for one deck, nothing around it (the editor and the
// presentation draw their own bars).
import type { ReactNode } from 'react';

export function SlideLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-slate-100">{children}</div>;
}
