// Spec §4 navigation errors: a failed code-split chunk (usually a new deployment) reloads the page, but at most
// once per 60 s so a chunk that is really gone cannot trap the user in a reload loop.
import { CHUNK_RELOAD_GUARD_MS } from '@/shared/constants.ts';
import { STORAGE_KEYS, readKey, writeKey } from './storage-keys.ts';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (CSS )?chunk .* failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

/** Reloads (and returns true) unless a chunk reload happened less than 60 s ago. */
export function reloadForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  // Offline the chunk simply could not be fetched: a reload cannot bring a new version and, before the service worker
  // has cached the app, would replace it with the browser's offline page.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const last = Number(readKey(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  writeKey(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}
