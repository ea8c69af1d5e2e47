// The current scope from the route: the school id of /{schoolId}/... (or null) and its session.
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parseId } from '@/lib/route-ids.ts';
import { sessionQueryOptions } from '@/lib/queries/session.ts';

export function useSchoolId(): number | null {
  return useRouterState({
    select: (s) => parseId((s.matches.findLast((m) => 'schoolId' in (m.params as object))?.params as { schoolId?: string } | undefined)?.schoolId),
  });
}

/** The session in force: the school's when inside one, else the root session (both loaded by the route guards). */
export function useScopeSession() {
  const schoolId = useSchoolId();
  // useQuery, not suspense: the route guard has loaded the session already; this subscribes to its updates.
  const school = useQuery({ ...sessionQueryOptions(schoolId), enabled: schoolId !== null });
  const root = useQuery(sessionQueryOptions(null));
  return { schoolId, session: (schoolId !== null ? school.data : null) ?? root.data ?? null, rootSession: root.data ?? null };
}

/** Whether a route path template exists, so menus and links only offer built screens. */
export function useRouteExists(): (to: string) => boolean {
  const router = useRouter();
  return useCallback((to: string) => to in (router.routesByPath as unknown as Record<string, unknown>), [router]);
}
