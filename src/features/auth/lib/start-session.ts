// Signing in (login or registration): keep the token, forget anything cached for a previous user, and seed the
// root session so the next screen renders without another round trip. The signed-in record and the session reach
// IndexedDB before the caller moves on, so a crash right after signing in does not sign the student out.
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { armLanding } from '@/lib/landing.ts';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import type { LoginData, SessionData } from '@/shared/session.ts';
import { setOutboxAuthLazy as setOutboxAuth } from '@/offline/outbox-auth-lazy.ts';
import { recordSignedIn } from '@/offline/read-cache.ts';

export async function startSession(queryClient: QueryClient, data: LoginData): Promise<SessionData> {
  const { accessToken, ...session } = data;
  writeKey(STORAGE_KEYS.accessToken, accessToken);
  // The outbox drainer (page or service worker) sends this user's queued work with the new token.
  void setOutboxAuth(session.user.id, accessToken).catch(() => undefined);
  // Another user's school choice and cached data must not leak into this session.
  writeKey(STORAGE_KEYS.schoolId, null);
  armLanding();
  queryClient.removeQueries();
  queryClient.setQueryData(sessionQueryOptions(null).queryKey, session);
  await recordSignedIn(queryClient, session.user.id, accessToken);
  return session;
}

/** Only same-origin paths are followed after sign-in, so a crafted ?redirect cannot send the user elsewhere. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}
