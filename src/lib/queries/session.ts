// GET sessions/current and GET s/sessions/current (spec §7). The session is an offline query: the persisted read cache
// keeps it, so an installed app reopened without network still shows the signed-in user.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { isApiError } from '@/lib/api-error.ts';
import { schoolOfPath } from '@/lib/route-ids.ts';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import type { SessionData } from '@/shared/session.ts';
import { setOutboxAuthLazy as setOutboxAuth } from '@/offline/outbox-auth-lazy.ts';

export async function getSession(schoolId: number | null): Promise<SessionData | null> {
  if (!readKey(STORAGE_KEYS.accessToken)) return null;
  try {
    const data = schoolId ? await requestData<SessionData>('s/sessions/current', { school: schoolId }) : await requestData<SessionData>('sessions/current');
    // A session confirmed online: keep the drainer's copy of the token current (it may have been dropped after a 401).
    const token = readKey(STORAGE_KEYS.accessToken);
    if (token) void setOutboxAuth(data.user.id, token).catch(() => undefined);
    return data;
  } catch (e) {
    // 401: the token is no longer valid, the device is signed out (the layout then goes to /login).
    if (isApiError(e) && e.status === 401) {
      writeKey(STORAGE_KEYS.accessToken, null);
      return null;
    }
    throw e;
  }
}

/**
 * A navigation re-reads (in the background) a session older than this: a role given or taken away by an administrator
 * (the server drops its cached grants at once) shows in the user's menu at her next click, not a minute later.
 * Preloads on hover keep the query's own staleTime, so pointing at links does not ask for the session each time.
 */
export const SESSION_RECHECK_MS = 5_000;

export const sessionQueryOptions = (schoolId: number | null) =>
  queryOptions({
    queryKey: ['session', schoolId ?? 'root'],
    queryFn: () => getSession(schoolId),
    staleTime: 60_000,
    meta: { offline: true },
  });

/**
 * At start, with a session on this device and a network: the sessions the first screen's guards wait for (the root
 * one and, under /{schoolId}, the school's) are asked for at once, beside the screen's code, instead of one after the
 * other once the router runs its guards — on a first visit over a slow network, two round trips fewer.
 */
export function prefetchSessions(queryClient: QueryClient, pathname: string): void {
  if (!navigator.onLine || !readKey(STORAGE_KEYS.accessToken)) return;
  void queryClient.prefetchQuery(sessionQueryOptions(null));
  const school = schoolOfPath(pathname);
  if (school !== null) void queryClient.prefetchQuery(sessionQueryOptions(school));
}
