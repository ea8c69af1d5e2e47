// Messages between the practice screen and the scoring worker.
import type { SpeechResult } from '@/shared/speech/types.ts';
import type { ModelManifest } from './model-cache.ts';

export type ToWorker =
  /** Load the engine; `download` false: only if the model is already on the device (offline). */
  { type: 'prepare'; manifest: ModelManifest; download: boolean } | { type: 'score'; id: number; pcm: Float32Array; sentence: string };

export type FromWorker =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ready' }
  /** 'missing': not on the device and not allowed to download; 'storage': the device is full; 'failed': other. */
  | { type: 'unavailable'; reason: 'missing' | 'storage' | 'failed'; detail: string }
  | { type: 'result'; id: number; result: SpeechResult }
  | { type: 'error'; id: number; message: string };
