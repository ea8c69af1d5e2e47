// The empty layout (spec §2 "Layouts"): no header or menu, one centred card. Used by the screens reached from an
// emailed link (accepting an invitation) where the user should only see the outcome.
import type { ReactNode } from 'react';

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full items-center justify-center bg-slate-50 px-4 py-10">
      <main className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">{children}</main>
    </div>
  );
}
