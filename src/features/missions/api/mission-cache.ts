// The student's mission data kept in localStorage after each successful fetch, answered instead when the network is
// down, so missions and their lectures open offline once the group was opened online.
import { isApiError } from '@/lib/api-error.ts';
import { STORAGE_KEY_PREFIXES } from '@/lib/storage-keys.ts';

const keyOf = (userId: number, what: string) => `${STORAGE_KEY_PREFIXES.missionCache}${userId}.${what}`;

export function readMissionCache<T>(userId: number, what: string): T | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, what));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeMissionCache(userId: number, what: string, value: unknown): void {
  try {
    localStorage.setItem(keyOf(userId, what), JSON.stringify(value));
  } catch {
    // A full quota only costs the offline copy; the online page is unaffected.
  }
}

/** Fetches and keeps a copy; without a network, the copy (if any) instead of the error. */
export async function withMissionCache<T>(userId: number, what: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    const value = await fetcher();
    writeMissionCache(userId, what, value);
    return value;
  } catch (e) {
    if (isApiError(e) && e.isNetworkError) {
      const cached = readMissionCache<T>(userId, what);
      if (cached !== null) return cached;
    }
    throw e;
  }
}
