// The two calls of the download contract (src/shared/downloads.ts): an item's manifest before it is downloaded, and
// the current versions of items already on the device.
import { requestData } from '@/lib/http.ts';
import type { DownloadKind, DownloadManifest } from '@/shared/downloads.ts';

/** GET /api/downloads/:kind/:id: the files (with sizes, shown before the download starts), version and data. */
export function fetchManifest<D = unknown>(kind: DownloadKind, id: number): Promise<DownloadManifest<D>> {
  return requestData<DownloadManifest<D>>(`downloads/${kind}/${id}`, { school: true });
}

/** Keys per request: a school tablet may hold hundreds of downloads, and a URL has a length limit. */
const KEYS_PER_REQUEST = 100;

/** GET /api/downloads/versions?keys=…: each key's current version, null when the server no longer has the item. */
export async function fetchDownloadVersions(keys: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) {
    const part = keys.slice(i, i + KEYS_PER_REQUEST);
    Object.assign(out, await requestData<Record<string, string | null>>('downloads/versions', { query: { keys: part.join(',') }, school: true }));
  }
  return out;
}
