// A device copy of the practice content (lessons and their items) in IndexedDB, so a student who opened the practice
// screen once online can practise offline: each successful read is stored, and a read that cannot reach the server
// answers from the copy.
import { db } from '@/offline/db.ts';
import { STORAGE_NAMES } from '@/offline/storage-names.ts';
import { isApiError } from '@/lib/api-error.ts';

const key = (schoolId: number, what: string) => `${STORAGE_NAMES.kv.speakingContentPrefix}${schoolId}:${what}`;

export async function withOfflineCopy<T>(schoolId: number, what: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    // A full disk must not break practice online: the copy is a convenience.
    void db.kv.put({ key: key(schoolId, what), value: data }).catch(() => undefined);
    return data;
  } catch (e) {
    if (!isApiError(e) || !e.isNetworkError) throw e;
    const row = await db.kv.get(key(schoolId, what)).catch(() => undefined);
    if (row === undefined) throw e;
    return row.value as T;
  }
}
