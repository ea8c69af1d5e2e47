// The model download: files stored in Cache Storage with progress in downloaded (compressed) bytes, resumed after a
// cut, complete only once every file is stored whole, older versions removed.
import { describe, expect, it } from 'vitest';
import { brotliCompressSync } from 'node:zlib';
import { downloadModel, isModelCached, modelCacheName, modelUrl, readModelFile, type ModelManifest } from './model-cache.ts';

class MemoryCache {
  entries = new Map<string, ArrayBuffer>();
  async match(url: string) {
    const body = this.entries.get(url);
    return body === undefined ? undefined : new Response(body.slice(0));
  }
  async put(url: string, response: Response) {
    this.entries.set(url, await response.arrayBuffer());
  }
}

class MemoryStorage {
  caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

const files: Record<string, string> = {
  'en-us/dict.txt': 'hello HH AH L OW\n'.repeat(50),
  'en-us/mdef': 'binary-ish model data',
  'soundswallower.wasm': 'wasm',
};
const wire = Object.fromEntries(Object.entries(files).map(([p, text]) => [p, brotliCompressSync(Buffer.from(text)).length]));
const manifest: ModelManifest = {
  base: '/speech-model/abc123/',
  files: Object.keys(files).map((path) => ({ path, bytes: files[path]!.length, wireBytes: wire[path]! })),
};

/** The browser has already decoded the brotli body: fetch hands over the file's own bytes. */
function server(failOn?: string, truncate?: string) {
  const asked: string[] = [];
  const get = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const path = url.replace(`${location.origin}${manifest.base}`, '');
    if (path === failOn) return new Response(null, { status: 503 });
    const text = files[path]!;
    return new Response(path === truncate ? text.slice(0, 5) : text);
  }) as typeof fetch;
  return { get, asked };
}

describe('downloadModel', () => {
  it('stores every file under its URL, reporting downloaded bytes up to the total', async () => {
    const storage = new MemoryStorage() as unknown as CacheStorage;
    const progress: [number, number][] = [];
    await downloadModel(manifest, { storage, fetch: server().get, onProgress: (l, t) => progress.push([l, t]) });
    const total = manifest.files.reduce((s, f) => s + f.wireBytes, 0);
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.every(([loaded], i) => i === 0 || loaded >= progress[i - 1]![0])).toBe(true);
    const dict = await readModelFile(manifest, modelUrl(manifest, 'en-us/dict.txt'), storage);
    expect(await dict!.text()).toBe(files['en-us/dict.txt']);
    expect(await isModelCached(manifest, storage)).toBe(true);
  });

  it('a cut download is not complete; the next one fetches only what is missing', async () => {
    const storage = new MemoryStorage() as unknown as CacheStorage;
    await expect(downloadModel(manifest, { storage, fetch: server('en-us/mdef').get })).rejects.toThrow(/mdef/);
    expect(await isModelCached(manifest, storage)).toBe(false);
    const retry = server();
    await downloadModel(manifest, { storage, fetch: retry.get });
    expect(retry.asked.map((u) => u.split('/').pop())).toEqual(['mdef', 'soundswallower.wasm']);
    expect(await isModelCached(manifest, storage)).toBe(true);
  });

  it('a file that arrives short is not stored, so the set stays incomplete', async () => {
    const storage = new MemoryStorage() as unknown as CacheStorage;
    await expect(downloadModel(manifest, { storage, fetch: server(undefined, 'en-us/mdef').get })).rejects.toThrow(/mdef/);
    expect(await readModelFile(manifest, modelUrl(manifest, 'en-us/mdef'), storage)).toBeUndefined();
    expect(await isModelCached(manifest, storage)).toBe(false);
  });

  it('removes the caches of older model versions', async () => {
    const memory = new MemoryStorage();
    await memory.open('speech-model-old999');
    await memory.open('exam-media');
    await downloadModel(manifest, { storage: memory as unknown as CacheStorage, fetch: server().get });
    expect(await memory.keys()).toEqual(['exam-media', modelCacheName(manifest)]);
  });
});
