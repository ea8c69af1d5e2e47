// The on-device engine's files (US-English model and wasm) in Cache Storage: downloaded once (the server sends them
// brotli- or gzip-encoded and the browser decodes them), with progress in downloaded bytes, stored under their URLs,
// then read from the cache by the scoring worker, so
// practice works offline. Resumes after an interrupted download (files already stored are skipped); a marker entry
// written last says the set is complete. Runs in the worker and the page (only `isModelCached` there).
export interface ModelFileInfo {
  /** Relative to the base (e.g. 'en-us/dict.txt', 'soundswallower.wasm'). */
  path: string;
  bytes: number;
  /** Compressed (brotli) size: what the download costs. */
  wireBytes: number;
}

export interface ModelManifest {
  /** Absolute path ending in '/', e.g. '/speech-model/1a2b3c4d5e/'; changes with the files' content. */
  base: string;
  files: ModelFileInfo[];
}

export const MODEL_CACHE_PREFIX = 'speech-model-';
const COMPLETE_MARKER = '.complete';

export function modelCacheName(manifest: ModelManifest): string {
  return `${MODEL_CACHE_PREFIX}${manifest.base.split('/').filter(Boolean).pop()}`;
}

export function modelUrl(manifest: ModelManifest, path: string, origin: string = self.location.origin): string {
  return new URL(`${manifest.base}${path}`, origin).href;
}

export function modelDownloadBytes(manifest: ModelManifest): number {
  return manifest.files.reduce((sum, f) => sum + f.wireBytes, 0);
}

export async function isModelCached(manifest: ModelManifest, storage: CacheStorage | undefined = globalThis.caches): Promise<boolean> {
  if (!storage) return false;
  const cache = await storage.open(modelCacheName(manifest));
  return (await cache.match(modelUrl(manifest, COMPLETE_MARKER))) !== undefined;
}

/** Counts the bytes flowing through, for the progress bar. */
function counter(onBytes: (n: number) => void): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
}

export interface DownloadOptions {
  onProgress?: (loaded: number, total: number) => void;
  fetch?: typeof fetch;
  storage?: CacheStorage;
}

/** Downloads every missing file into the cache; resolves once the whole set is stored. */
export async function downloadModel(manifest: ModelManifest, options: DownloadOptions = {}): Promise<void> {
  const storage = options.storage ?? globalThis.caches;
  const get = options.fetch ?? fetch;
  const cache = await storage.open(modelCacheName(manifest));
  const total = modelDownloadBytes(manifest);
  let loaded = 0;
  options.onProgress?.(0, total);
  for (const file of manifest.files) {
    const url = modelUrl(manifest, file.path);
    if (await cache.match(url)) {
      loaded += file.wireBytes;
      options.onProgress?.(loaded, total);
      continue;
    }
    const response = await get(url, { credentials: 'same-origin' });
    if (!response.ok || !response.body) throw new Error(`speech model: ${file.path} answered ${response.status}`);
    // The stream carries decoded bytes; progress is shown in downloaded (compressed) bytes, so scale.
    const start = loaded;
    let decoded = 0;
    const raw = response.body.pipeThrough(
      counter((n) => {
        decoded += n;
        loaded = start + Math.min(file.wireBytes, Math.round((decoded * file.wireBytes) / Math.max(1, file.bytes)));
        options.onProgress?.(loaded, total);
      }),
    );
    // Read fully before storing: a cut-off download must never land in the cache as a complete file.
    const body = await new Response(raw).arrayBuffer();
    if (body.byteLength !== file.bytes) throw new Error(`speech model: ${file.path} is ${body.byteLength} bytes, expected ${file.bytes}`);
    loaded = start + file.wireBytes;
    await cache.put(url, new Response(body, { headers: { 'Content-Length': String(body.byteLength) } }));
  }
  await cache.put(modelUrl(manifest, COMPLETE_MARKER), new Response('1'));
  // Older engine versions are of no use any more.
  for (const name of await storage.keys()) {
    if (name.startsWith(MODEL_CACHE_PREFIX) && name !== modelCacheName(manifest)) await storage.delete(name);
  }
}

/** A stored file, or undefined (the worker answers the decoder's fetches with this). */
export async function readModelFile(manifest: ModelManifest, url: string, storage: CacheStorage = globalThis.caches): Promise<Response | undefined> {
  const cache = await storage.open(modelCacheName(manifest));
  return cache.match(url);
}
