// Which downloads completed on this device, remembered in localStorage (keys only, no titles or data) apart from the
// database: when the browser evicts IndexedDB to free space, their rows vanish without a word, and this list is how
// the app can tell the user what is gone and offer to download it again.
import { STORAGE_NAMES } from '../storage-names.ts';
import { downloadsOfUser } from '../db.ts';

type CompletedLists = Record<string, string[]>;

function read(): CompletedLists {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_NAMES.completedDownloadsKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as CompletedLists) : {};
  } catch {
    return {};
  }
}

function write(lists: CompletedLists): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_NAMES.completedDownloadsKey, JSON.stringify(lists));
  } catch {
    // Private mode or a full quota: only the eviction notice is lost, never a download.
  }
}

export function rememberCompleted(userId: number, key: string): void {
  const lists = read();
  const keys = lists[userId] ?? [];
  if (keys.includes(key)) return;
  write({ ...lists, [userId]: [...keys, key] });
}

/** The user removed the download, or dismissed the notice that it was evicted. */
export function forgetCompleted(userId: number, key: string): void {
  const lists = read();
  const keys = lists[userId];
  if (!keys?.includes(key)) return;
  const rest = keys.filter((k) => k !== key);
  const next = { ...lists };
  if (rest.length) next[userId] = rest;
  else delete next[userId];
  write(next);
}

/**
 * Item keys that completed on this device but whose rows are gone: the browser evicted the database. The UI offers to
 * download them again (fetchManifest + startDownload) or to forget them (forgetEvictedDownload).
 */
export async function evictedDownloads(userId: number): Promise<string[]> {
  const keys = read()[userId] ?? [];
  if (!keys.length) return [];
  const present = new Set((await downloadsOfUser(userId).primaryKeys()).map(([, key]) => key));
  return keys.filter((key) => !present.has(key));
}

export const forgetEvictedDownload = forgetCompleted;
