// DELETE sessions/current (spec §7) and the local sign-out: token, school choice, breadcrumb, the signed-in record,
// the persisted reads and the query cache go. Offline, the server call is skipped and the device still signs out.
import type { QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { forgetUser } from '@/offline/read-cache.ts';
import { setOutboxAuthLazy as setOutboxAuth } from '@/offline/outbox-auth-lazy.ts';
import type { SessionData } from '@/shared/session.ts';

export async function deleteSession(): Promise<void> {
  await request('sessions/current', { method: 'DELETE' });
}

function clearLocalSession(): void {
  writeKey(STORAGE_KEYS.accessToken, null);
  writeKey(STORAGE_KEYS.schoolId, null);
  writeKey(STORAGE_KEYS.breadcrumb, null);
}

/** Signs out; `leave` moves to /login before the cache is cleared so mounted screens do not refetch. */
export async function logout(queryClient: QueryClient, leave: () => Promise<void>): Promise<void> {
  if (onlineManager.isOnline()) {
    // A failed revoke (server down, token already gone) must not keep the user signed in on this device.
    await deleteSession().catch(() => undefined);
  }
  // This user's queued work stays on the device and waits until they sign in again (never sent as someone else).
  const userId = queryClient.getQueryData<SessionData | null>(['session', 'root'])?.user.id;
  if (userId) await setOutboxAuth(userId, null).catch(() => undefined);
  await forgetUser(userId ?? null);
  clearLocalSession();
  await leave();
  queryClient.clear();
}
