// The auth layout (spec §2 "Layouts"): an illustration on one side and the form on the other. On narrow screens the
// illustration shrinks to a brand strip above the form, so a phone shows the form at once.
import type { ReactNode } from 'react';

function ClassroomIllustration() {
  // Drawn inline: the login screen must render offline and without any extra request. Decorative, so hidden from
  // assistive technology (and from label queries).
  return (
    <svg viewBox="0 0 400 300" className="w-full max-w-md" aria-hidden="true" focusable="false">
      <rect x="40" y="40" width="320" height="170" rx="14" fill="#27389b" stroke="#d7ddf5" strokeWidth="4" />
      <rect x="60" y="60" width="280" height="130" rx="6" fill="#1f6f5c" />
      <path d="M85 150 q25 -40 50 0 t50 0" fill="none" stroke="#e8f5ee" strokeWidth="3" strokeLinecap="round" />
      <text x="200" y="100" textAnchor="middle" fontSize="22" fill="#e8f5ee" fontFamily="Lexend, sans-serif">
        a² + b² = c²
      </text>
      <circle cx="290" cy="150" r="16" fill="none" stroke="#fde68a" strokeWidth="3" />
      <path d="M284 150 l5 5 9 -10" fill="none" stroke="#fde68a" strokeWidth="3" strokeLinecap="round" />
      <rect x="180" y="210" width="40" height="30" fill="#d7ddf5" />
      <rect x="70" y="236" width="110" height="20" rx="4" fill="#f59e0b" />
      <rect x="78" y="218" width="96" height="18" rx="4" fill="#3b82f6" />
      <rect x="86" y="200" width="80" height="18" rx="4" fill="#10b981" />
      <rect x="240" y="214" width="90" height="60" rx="8" fill="#eef1fb" stroke="#d7ddf5" strokeWidth="3" />
      <rect x="250" y="224" width="70" height="34" rx="3" fill="#3346b8" />
      <path d="M268 246 a14 14 0 0 1 34 0" fill="none" stroke="#eef1fb" strokeWidth="3" strokeLinecap="round" />
      <circle cx="285" cy="248" r="3" fill="#eef1fb" />
    </svg>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-white lg:flex-row">
      <aside className="flex flex-col items-center justify-center gap-6 bg-brand-700 px-6 py-6 text-white lg:w-1/2 lg:py-12">
        <div className="hidden w-full justify-center lg:flex">
          <ClassroomIllustration />
        </div>
        <div className="text-center">
          <p className="text-xl font-semibold lg:text-2xl">Lớp học số</p>
          <p className="mt-1 hidden text-sm text-brand-100 sm:block">Học, thi và luyện phát âm mọi lúc, kể cả khi mất mạng.</p>
        </div>
      </aside>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
