// Fetching what a download will take (its manifest) and starting downloads, with the errors a user must see: no
// network, no right to it, a device out of space — never swallowed.
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { isApiError } from '@/lib/api-error.ts';
import { StorageFullError } from '@/offline/db.ts';
import { fetchManifest } from '@/offline/downloads/download-api.ts';
import { startDownload } from '@/offline/downloads/downloads.ts';
import { requestPersistence } from '@/offline/downloads/storage-info.ts';
import type { DownloadKind, DownloadManifest } from '@/shared/downloads.ts';
import { DL_TEXT } from './download-texts.ts';

export interface DownloadTarget {
  kind: DownloadKind;
  id: number;
}

/** The manifests, or null after telling the user why they could not be read. */
export async function readManifests(targets: DownloadTarget[]): Promise<DownloadManifest[] | null> {
  if (!navigator.onLine) {
    toast.error(DL_TEXT.needsNetwork);
    return null;
  }
  try {
    return await Promise.all(targets.map((t) => fetchManifest(t.kind, t.id)));
  } catch (e) {
    toast.error(isApiError(e) && e.isNetworkError ? DL_TEXT.needsNetwork : apiErrorText(e));
    return null;
  }
}

/** Asks the browser to keep downloads, then records and starts each; false when the device has no room. */
export async function startDownloads(userId: number, manifests: DownloadManifest[]): Promise<boolean> {
  await requestPersistence().catch(() => false);
  try {
    for (const m of manifests) await startDownload(userId, m);
    return true;
  } catch (e) {
    toast.error(e instanceof StorageFullError ? e.message : apiErrorText(e));
    return false;
  }
}
