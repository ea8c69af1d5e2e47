// The page's handle on the scoring worker: one worker per tab, created on first use (only the speaking screens import
// this), with the engine's state as an external store for React — checking, downloading (bytes), ready or unavailable
// — and score() returning the provisional on-device result. The tab's instance: device-scoring.ts.
import type { SpeechResult } from '@/shared/speech/types.ts';
import { modelDownloadBytes, type ModelManifest } from './model-cache.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

export type EngineState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'downloading'; loaded: number; total: number }
  | { status: 'ready' }
  | { status: 'unavailable'; reason: 'missing' | 'storage' | 'failed' | 'unsupported' };

export interface ScoringClient {
  getState(): EngineState;
  subscribe(listener: () => void): () => void;
  /** Loads the engine; downloads the model only when `download` (online). Safe to call again after a failure. */
  prepare(download: boolean): void;
  score(pcm: Float32Array, sentence: string): Promise<SpeechResult>;
  /** Total download size of the model (compressed bytes). */
  downloadBytes: number;
}

export function createScoringClient(manifest: ModelManifest, makeWorker: () => Worker): ScoringClient {
  let state: EngineState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const pending = new Map<number, { resolve: (r: SpeechResult) => void; reject: (e: Error) => void }>();
  let worker: Worker | null = null;
  let nextId = 1;

  const set = (next: EngineState) => {
    state = next;
    for (const l of listeners) l();
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    worker = makeWorker();
    // The worker's script failed to load or crashed: the device cannot score; waiting scores fail, the server scores.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      for (const waiter of pending.values()) waiter.reject(new Error('scoring worker failed'));
      pending.clear();
      set({ status: 'unavailable', reason: 'failed' });
    };
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const m = event.data;
      if (m.type === 'progress') set({ status: 'downloading', loaded: m.loaded, total: m.total });
      else if (m.type === 'ready') set({ status: 'ready' });
      else if (m.type === 'unavailable') set({ status: 'unavailable', reason: m.reason });
      else {
        const waiter = pending.get(m.id);
        pending.delete(m.id);
        if (m.type === 'result') waiter?.resolve(m.result);
        else waiter?.reject(new Error(m.message));
      }
    };
    return worker;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare(download) {
      if (state.status === 'ready' || state.status === 'preparing' || state.status === 'downloading') return;
      if (state.status === 'unavailable' && state.reason === 'unsupported') return;
      if (typeof Worker === 'undefined' || typeof caches === 'undefined') {
        set({ status: 'unavailable', reason: 'unsupported' });
        return;
      }
      set({ status: 'preparing' });
      const message: ToWorker = { type: 'prepare', manifest, download };
      ensureWorker().postMessage(message);
    },
    score(pcm, sentence) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const message: ToWorker = { type: 'score', id, pcm, sentence };
        ensureWorker().postMessage(message);
      });
    },
    downloadBytes: modelDownloadBytes(manifest),
  };
}
