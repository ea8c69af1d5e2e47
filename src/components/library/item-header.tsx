// The top of a library item's page: the way back, its name and description, its actions, and what the page adds
// below them (its facts, its status).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { backLinkClass } from '@/components/ui/button.tsx';

export interface ItemHeaderProps {
  back: { href: string; label: string };
  name: string;
  description: string | null;
  actions: ReactNode;
  children?: ReactNode;
}

export function ItemHeader({ back, name, description, actions, children }: ItemHeaderProps) {
  return (
    <>
      <Link to={back.href} className={backLinkClass}>
        ← {back.label}
      </Link>
      <header className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold break-words text-slate-900">{name}</h1>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        {children}
      </header>
    </>
  );
}
