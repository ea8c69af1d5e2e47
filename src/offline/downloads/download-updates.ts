// Tells the user when a downloaded item is out of date: the server's current versions are compared with those on the
// device. An item changed or gone on the server becomes 'stale' and still opens (a student keeps her lecture until
// she chooses to update it).
import { db, downloadsOfUser, tx } from '../db.ts';
import { OFFLINE_MSG } from '../offline-messages.ts';
import { TABLES } from '../storage-names.ts';
import { isUsable, type DownloadRow } from './download-rows.ts';
import { fetchDownloadVersions } from './download-api.ts';

/** The row after comparing with the server's version (undefined: the server did not answer for it). */
function compared(row: DownloadRow, version: string | null | undefined): DownloadRow {
  if (version === undefined) return row;
  if (version === null) return { ...row, status: 'stale', error: OFFLINE_MSG.downloadGone };
  if (version !== row.version) return { ...row, status: 'stale', error: null };
  // Back on the server as it is on the device.
  return row.status === 'stale' ? { ...row, status: 'complete', error: null } : row;
}

/** GET the versions of this user's finished downloads and mark each stale or current. Rejects offline (ApiError 0). */
export async function checkDownloadUpdates(userId: number): Promise<void> {
  const keys = (await downloadsOfUser(userId).toArray()).filter((r) => isUsable(r.status)).map((r) => r.key);
  if (!keys.length) return;
  const versions = await fetchDownloadVersions(keys);
  await tx('rw', [TABLES.downloads], async () => {
    // Read again: a download may have been removed or updated while the request was out.
    for (const row of await downloadsOfUser(userId).toArray()) {
      if (!isUsable(row.status)) continue;
      const next = compared(row, versions[row.key]);
      if (next !== row) await db.downloads.put({ ...next, updatedAt: Date.now() });
    }
  });
}
