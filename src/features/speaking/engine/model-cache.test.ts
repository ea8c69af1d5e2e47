// The model download: gzip files decompressed into Cache Storage with byte progress, resumed after a cut, complete
// only once every file is stored, older versions removed.
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
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

const files: Record<string, string> = { 'en-us/dict.txt': 'hello HH AH L OW\n'.repeat(50), 'en-us/mdef': 'binary-ish model data', 'soundswallower.wasm': 'wasm' };
const gz = Object.fromEntries(Object.entries(files).map(([p, text]) => [p, gzipSync(Buffer.from(text))]));
const manifest: ModelManifest = {
  base: '/speech-model/abc123/',
  files: Object.keys(files).map((path) => ({ path, bytes: files[path]!.length, gzBytes: gz[path]!.length })),
};

function server(failOn?: string) {
  const asked: string[] = [];
  const get = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const path = url.replace(`${location.origin}${manifest.base}`, '').replace(/\.gz$/, '');
    if (path === failOn) return new Response(null, { status: 503 });
    return new Response(new Uint8Array(gz[path]!));
  }) as typeof fetch;
  return { get, asked };
}

describe('downloadModel', () => {
  it('stores every file decompressed under its plain URL, reporting compressed bytes up to the total', async () => {
    const storage = new MemoryStorage() as unknown as CacheStorage;
    const progress: [number, number][] = [];
    await downloadModel(manifest, { storage, fetch: server().get, onProgress: (l, t) => progress.push([l, t]) });
    const total = manifest.files.reduce((s, f) => s + f.gzBytes, 0);
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
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
    expect(retry.asked.map((u) => u.split('/').pop())).toEqual(['mdef.gz', 'soundswallower.wasm.gz']);
    expect(await isModelCached(manifest, storage)).toBe(true);
  });

  it('removes the caches of older model versions', async () => {
    const memory = new MemoryStorage();
    await memory.open('speech-model-old999');
    await memory.open('exam-media');
    await downloadModel(manifest, { storage: memory as unknown as CacheStorage, fetch: server().get });
    expect(await memory.keys()).toEqual(['exam-media', modelCacheName(manifest)]);
  });
});
