// A student's school home: a greeting, then their work in panels — what to do, open exams, new results, practice —
// and whether everything on this device has been sent. The panels come from their features (the route composes them);
// each loads and fails on its own, and all read the persisted cache, so the home works offline.
import type { ReactNode } from 'react';
import { Await } from '@tanstack/react-router';
import { MountInTransition, deferred } from '@/components/ui/deferred.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import type { SessionData } from '@/shared/session.ts';

const HomeSync = deferred(() => import('./home-sync.tsx').then((m) => m.HomeSync));

/**
 * `ready` settles once every panel has its data or its failure: the panels appear together then (filled one after
 * another, each pushed the ones under it down the screen), and the greeting does not wait for them.
 */
export function StudentHome({ session, ready, children }: { session: SessionData; ready: Promise<unknown>; children: ReactNode }) {
  const name = `${session.user.last_name} ${session.user.first_name}`.trim();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{session.school?.name}</h1>
        <p className="mt-1 text-slate-600">Xin chào, {name}! Đây là những việc của em.</p>
      </div>
      {/* The greeting is the first paint; the panels, most of the home's rendering, follow without blocking a tap. */}
      <MountInTransition>
        <Await promise={ready} fallback={<PageSpinner />}>
          {() => (
            <div className="grid gap-4 lg:grid-cols-2">
              {children}
              <HomeSync />
            </div>
          )}
        </Await>
      </MountInTransition>
    </div>
  );
}
