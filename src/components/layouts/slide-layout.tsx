// The slide layout (spec §2): a dark full-screen stage for presenting a slide lesson, with only a title and a way out.
import type { ReactNode } from 'react';

export interface SlideLayoutProps {
  title: ReactNode;
  /** Leaves the presentation (e.g. back to the lesson). */
  onExit: () => void;
  /** Controls shown on the right of the top bar (page counter, fullscreen...). */
  actions?: ReactNode;
  children: ReactNode;
}

export function SlideLayout({ title, onExit, actions, children }: SlideLayoutProps) {
  return (
    <div className="flex h-full flex-col bg-slate-950 text-slate-100">
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-white/10 px-4">
        <button type="button" onClick={onExit} className="rounded-lg px-2 py-1 text-sm text-slate-300 hover:bg-white/10 hover:text-white">
          ← Thoát
        </button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-medium">{title}</h1>
        {actions}
      </header>
      <main className="flex min-h-0 flex-1 items-center justify-center p-4">{children}</main>
    </div>
  );
}
