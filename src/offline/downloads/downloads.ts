// What the screens do with downloads: start one from its manifest (download-api.ts fetches it), pause, resume, remove
// it, and open a finished one's data. Every action is recorded in IndexedDB first (the screens follow the rows through use-downloads.ts); the
// engine then does the network work in the background.
import type { DownloadManifest } from '@/shared/downloads.ts';
import { db } from '../db.ts';
import { deleteDownload, moveDownload, recordDownload } from './download-records.ts';
import { isUsable } from './download-rows.ts';
import { scheduleDownload, stopDownload } from './download-engine.ts';
import { forgetCompleted, rememberCompleted } from './completed-list.ts';

/**
 * Records the download (its files owned, those already on the device counted) and starts it in the background:
 * resolves once recorded, not when done. Also updates a stale download to the manifest's version, and resumes a
 * paused or failed one. Rejects with StorageFullError when even the record does not fit.
 */
export async function startDownload(userId: number, manifest: DownloadManifest): Promise<void> {
  const recorded = await recordDownload(userId, manifest);
  if (recorded === 'complete') rememberCompleted(userId, manifest.key);
  // A new version replaces what this tab was fetching; 'unchanged' may be one another tab left queued.
  if (recorded === 'queued') stopDownload(userId, manifest.key);
  if (recorded !== 'complete') scheduleDownload(userId, manifest.key);
}

/** The user pauses it: recorded first, then this tab's requests stop (another tab's stop at their next chunk). */
export async function pauseDownload(userId: number, key: string): Promise<void> {
  await moveDownload(userId, key, ['queued', 'downloading'], { status: 'paused', pausedBy: 'user' });
  stopDownload(userId, key);
}

/** Goes on with a paused or failed download from its last stored chunk. */
export async function resumeDownload(userId: number, key: string): Promise<void> {
  if (await moveDownload(userId, key, ['paused', 'failed'], { status: 'queued', pausedBy: null, error: null })) scheduleDownload(userId, key);
}

/** Removes it from the device; the files no other download lists are freed. */
export async function removeDownload(userId: number, key: string): Promise<void> {
  stopDownload(userId, key);
  await deleteDownload(userId, key);
  forgetCompleted(userId, key);
}

/** The data that opens a downloaded item offline; null unless it is complete (or stale: complete but out of date). */
export async function downloadedData<T>(userId: number, key: string): Promise<T | null> {
  const row = await db.downloads.get([userId, key]);
  return row && isUsable(row.status) ? (row.data as T) : null;
}
