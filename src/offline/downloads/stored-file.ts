// Reads a downloaded file back from the device, for the service worker (sw/downloads-route.ts): only a file stored
// whole and listed by a usable download (complete or stale) is answered, so a half-finished download never shows.
// Imports only the database, not the download engine (the worker stays small).
import { db } from '../db.ts';
import { chunkCountOf, downloadFileKey, isUsable, parseOwnerKey } from './download-rows.ts';
import { rangeResponse } from './range-response.ts';

/** The whole file as one Blob of its chunks (references to the stored blobs, not a copy), or null when not usable. */
export async function downloadedFileBlob(address: string): Promise<Blob | null> {
  const url = downloadFileKey(address);
  const file = await db.downloadFiles.get(url);
  if (!file?.complete) return null;
  const owners = await db.downloads.bulkGet(file.owners.map(parseOwnerKey));
  if (!owners.some((row) => row && isUsable(row.status))) return null;
  const chunks = await db.downloadChunks.where('[url+index]').between([url, 0], [url, Infinity]).toArray();
  // A chunk missing (a damaged store) must not become a short file: the network answers instead.
  if (chunks.length !== chunkCountOf(file)) return null;
  return new Blob(
    chunks.map((c) => c.blob),
    { type: file.contentType },
  );
}

/** The answer for a GET of a downloaded file (its Range header honoured), or null when the device has no usable copy. */
export async function downloadedFileResponse(request: Request): Promise<Response | null> {
  const blob = await downloadedFileBlob(request.url);
  return blob ? rangeResponse(blob, request.headers.get('Range')) : null;
}
