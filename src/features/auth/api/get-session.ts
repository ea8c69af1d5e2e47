// GET sessions/current and GET s/sessions/current (spec §7). The last good session per school is kept in
// localStorage so that an installed app reloaded without network still shows the signed-in user.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { isApiError } from '@/lib/api-error.ts';
import { STORAGE_KEYS, STORAGE_KEY_PREFIXES, readKey } from '@/lib/storage-keys.ts';
import type { SessionData } from '@/shared/session.ts';
import { setOutboxAuthLazy as setOutboxAuth } from '@/offline/outbox-auth-lazy.ts';

const CACHE_PREFIX = STORAGE_KEY_PREFIXES.sessionCache;

function cacheKey(schoolId: number | null) {
  return `${CACHE_PREFIX}${schoolId ?? 'root'}`;
}

export function readCachedSession(schoolId: number | null): SessionData | null {
  try {
    const raw = localStorage.getItem(cacheKey(schoolId));
    return raw ? (JSON.parse(raw) as SessionData) : null;
  } catch {
    return null;
  }
}

export function writeCachedSession(schoolId: number | null, data: SessionData | null) {
  try {
    if (data) localStorage.setItem(cacheKey(schoolId), JSON.stringify(data));
    else
      for (const k of Object.keys(localStorage)) if (k.startsWith(CACHE_PREFIX)) localStorage.removeItem(k);
  } catch {
    // Storage full or unavailable: the session is simply not available offline.
  }
}

export async function getSession(schoolId: number | null): Promise<SessionData | null> {
  if (!readKey(STORAGE_KEYS.accessToken)) return null;
  try {
    const data = schoolId
      ? await requestData<SessionData>('s/sessions/current', { school: schoolId })
      : await requestData<SessionData>('sessions/current');
    writeCachedSession(schoolId, data);
    // A session confirmed online: keep the drainer's copy of the token current (it may have been dropped after a 401).
    const token = readKey(STORAGE_KEYS.accessToken);
    if (token) void setOutboxAuth(data.user.id, token).catch(() => undefined);
    return data;
  } catch (e) {
    // Offline: the cached session keeps the app usable. 401: signed out.
    if (isApiError(e) && e.isNetworkError) {
      const cached = readCachedSession(schoolId);
      if (cached) return cached;
    }
    if (isApiError(e) && e.status === 401) {
      writeCachedSession(null, null);
      return null;
    }
    throw e;
  }
}

export const sessionQueryOptions = (schoolId: number | null) =>
  queryOptions({
    queryKey: ['session', schoolId ?? 'root'],
    queryFn: () => getSession(schoolId),
    staleTime: 60_000,
  });

/** The session of the given school (or the root session). */
