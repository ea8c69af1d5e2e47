// The on-device scoring worker: fetches the model into Cache Storage on first use (with progress), starts
// soundswallower's web build on it and scores recordings with the same engine the server runs
// (src/shared/speech/engine.ts), off the main thread. The decoder's own fetches of model files are answered from the
// cache here, so it works offline and even when the page is not (yet) controlled by the service worker.
/// <reference lib="webworker" />
import createModule from 'soundswallower';
import { createPronunciationEngine, type PronunciationEngine } from '@/shared/speech/engine.ts';
import { downloadModel, isModelCached, modelUrl, readModelFile, type ModelManifest } from './model-cache.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker) => self.postMessage(message);
let engine: Promise<PronunciationEngine> | null = null;

function serveModelFromCache(manifest: ModelManifest) {
  const network = self.fetch.bind(self);
  const prefix = new URL(manifest.base, self.location.origin).href;
  self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), self.location.href).href;
    if (!url.startsWith(prefix)) return network(input, init);
    // A file the model does not ship (the optional 'lda') must fail fast, not wait for an offline network.
    return (await readModelFile(manifest, url)) ?? new Response(null, { status: 404 });
  };
}

async function start(manifest: ModelManifest, download: boolean): Promise<PronunciationEngine> {
  if (!(await isModelCached(manifest))) {
    if (!download) throw Object.assign(new Error('model not on this device'), { reason: 'missing' as const });
    await downloadModel(manifest, { onProgress: (loaded, total) => post({ type: 'progress', loaded, total }) });
  }
  serveModelFromCache(manifest);
  const wasm = await readModelFile(manifest, modelUrl(manifest, 'soundswallower.wasm'));
  if (!wasm) throw new Error('speech model: wasm missing from the cache');
  const ss = await createModule({ modelBase: manifest.base, wasmBinary: await wasm.arrayBuffer() } as never);
  return createPronunciationEngine(ss);
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'prepare') {
    engine ??= start(message.manifest, message.download);
    try {
      await engine;
      post({ type: 'ready' });
    } catch (e) {
      engine = null; // a later 'prepare' (back online) tries again
      const name = (e as { name?: string }).name;
      const reason = (e as { reason?: 'missing' }).reason ?? (name === 'QuotaExceededError' ? 'storage' : 'failed');
      post({ type: 'unavailable', reason, detail: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  if (message.type === 'score') {
    try {
      if (!engine) throw new Error('engine not prepared');
      const result = (await engine).score(message.pcm, message.sentence, { provisional: true });
      post({ type: 'result', id: message.id, result });
    } catch (e) {
      post({ type: 'error', id: message.id, message: e instanceof Error ? e.message : String(e) });
    }
  }
};
