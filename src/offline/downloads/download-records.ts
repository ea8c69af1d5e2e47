// The download rows and the file rows they share, written together in one transaction: recording a manifest (a file
// already stored for another download is owned, not fetched again) and removing a download (a file no other download
// owns is freed with its chunks). The engine (download-engine.ts) fetches what these rows say is missing.
import type { DownloadManifest } from '@/shared/downloads.ts';
import { db, tx } from '../db.ts';
import { TABLES } from '../storage-names.ts';
import { DOWNLOAD_CHUNK_SIZE, downloadFileKey, ownerKeyOf, storedBytesOf, type DownloadFileRow, type DownloadRow } from './download-rows.ts';

export const DOWNLOAD_TABLES = [TABLES.downloads, TABLES.downloadFiles, TABLES.downloadChunks];

/** Inside a transaction: drops the owner from these files and frees those nobody owns any more. */
async function releaseFiles(owner: string, urls: string[]): Promise<void> {
  const files = await db.downloadFiles.bulkGet(urls);
  for (const file of files) {
    if (!file) continue;
    const owners = file.owners.filter((o) => o !== owner);
    if (owners.length) {
      await db.downloadFiles.put({ ...file, owners });
      continue;
    }
    await db.downloadFiles.delete(file.url);
    await db.downloadChunks.where('[url+index]').between([file.url, 0], [file.url, Infinity]).delete();
  }
}

/** Inside a transaction: the manifest's files, each owned by this download, created when new; their stored bytes. */
async function ownFiles(owner: string, manifest: DownloadManifest, chunkSize: number): Promise<{ files: DownloadFileRow[]; bytesDone: number }> {
  const urls = manifest.files.map((f) => downloadFileKey(f.url));
  const existing = await db.downloadFiles.bulkGet(urls);
  const files = manifest.files.map((f, i): DownloadFileRow => {
    const file = existing[i];
    if (file) return file.owners.includes(owner) ? file : { ...file, owners: [...file.owners, owner] };
    return { url: urls[i]!, size: f.size, contentType: f.contentType, chunkSize, chunksDone: 0, complete: f.size === 0, owners: [owner] };
  });
  await db.downloadFiles.bulkPut(files);
  return { files, bytesDone: files.reduce((sum, f) => sum + storedBytesOf(f), 0) };
}

export type Recorded = 'complete' | 'queued' | 'unchanged';

/**
 * Records a download from its manifest, or points an existing one at a new manifest (a new version): files the new
 * one no longer lists are freed. Already complete when every file is already on the device. A download of the same
 * version that is complete, or queued or running (maybe in another tab), is left as it is ('unchanged'); a paused,
 * failed or stale one is queued again.
 */
export async function recordDownload(userId: number, manifest: DownloadManifest, chunkSize: number = DOWNLOAD_CHUNK_SIZE): Promise<Recorded> {
  const owner = ownerKeyOf(userId, manifest.key);
  return tx('rw', DOWNLOAD_TABLES, async () => {
    const old = await db.downloads.get([userId, manifest.key]);
    const sameVersion = old?.version === manifest.version;
    if (old && sameVersion && (old.status === 'complete' || old.status === 'queued' || old.status === 'downloading')) return 'unchanged';
    if (old && !sameVersion) {
      const keep = new Set(manifest.files.map((f) => downloadFileKey(f.url)));
      await releaseFiles(
        owner,
        old.files.map((f) => downloadFileKey(f.url)).filter((url) => !keep.has(url)),
      );
    }
    const { files, bytesDone } = await ownFiles(owner, manifest, chunkSize);
    const complete = files.every((f) => f.complete);
    const now = Date.now();
    const row: DownloadRow = {
      userId,
      key: manifest.key,
      kind: manifest.kind,
      id: manifest.id,
      title: manifest.title,
      version: manifest.version,
      bytes: manifest.bytes,
      bytesDone: complete ? manifest.bytes : bytesDone,
      status: complete ? 'complete' : 'queued',
      pausedBy: null,
      error: null,
      files: manifest.files,
      data: manifest.data,
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
    };
    await db.downloads.put(row);
    return complete ? 'complete' : 'queued';
  });
}

/** Removes a download and frees the files (and their chunks) that no other download owns. */
export async function deleteDownload(userId: number, key: string): Promise<void> {
  await tx('rw', DOWNLOAD_TABLES, async () => {
    const row = await db.downloads.get([userId, key]);
    if (!row) return;
    await db.downloads.delete([userId, key]);
    await releaseFiles(
      ownerKeyOf(userId, key),
      row.files.map((f) => downloadFileKey(f.url)),
    );
  });
}

/** Changes a download's status when it is in one of `from`; false when it was not (removed, or moved on). */
export async function moveDownload(userId: number, key: string, from: DownloadRow['status'][], change: Partial<DownloadRow>): Promise<boolean> {
  return tx('rw', [TABLES.downloads], async () => {
    const row = await db.downloads.get([userId, key]);
    if (!row || !from.includes(row.status)) return false;
    await db.downloads.put({ ...row, ...change, updatedAt: Date.now() });
    return true;
  });
}
