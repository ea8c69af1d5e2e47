// The downloads as the screens show them, kept live from IndexedDB with Dexie's liveQuery: progress written by the
// engine (in this tab or another) appears without polling. undefined while the first read is under way.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db, downloadsOfUser } from '../db.ts';
import { entryOf, type DownloadEntry } from './download-rows.ts';

/** One user's downloads, newest first. */
export function listDownloads(userId: number): Promise<DownloadEntry[]> {
  return downloadsOfUser(userId)
    .toArray()
    .then((rows) => rows.sort((a, b) => b.createdAt - a.createdAt).map(entryOf));
}

export async function getDownload(userId: number, key: string): Promise<DownloadEntry | null> {
  const row = await db.downloads.get([userId, key]);
  return row ? entryOf(row) : null;
}

type Live<T> = { id: string; value: T } | { id: string; error: unknown };

/**
 * The latest value of a live query for `id`; undefined until the query for that id has answered. A database that
 * cannot be read (storage disabled, a failed upgrade) is thrown to the screen's error boundary, not hidden.
 */
function useLive<T>(id: string, query: () => Promise<T>): T | undefined {
  const [state, setState] = useState<Live<T>>();
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setState({ id, value }),
      error: (error: unknown) => setState({ id, error }),
    });
    return () => subscription.unsubscribe();
    // `id` names everything the query reads: a new query function each render must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (state?.id !== id) return undefined;
  if ('error' in state) throw state.error;
  return state.value;
}

export function useDownloads(userId: number): DownloadEntry[] | undefined {
  return useLive(String(userId), () => listDownloads(userId));
}

/** null when the item is not downloaded (or was removed). */
export function useDownload(userId: number, key: string): DownloadEntry | null | undefined {
  return useLive(`${userId}:${key}`, () => getDownload(userId, key));
}
