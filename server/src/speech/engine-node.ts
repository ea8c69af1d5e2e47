// Loads the embedded engine once per server process (model from node_modules/soundswallower) and reuses its decoders.
import { createRequire } from 'node:module';
import path from 'node:path';
import createModule from 'soundswallower';
import { createPronunciationEngine, type PronunciationEngine } from '../../../src/shared/speech/engine.ts';

let engine: Promise<PronunciationEngine> | null = null;

/** Absolute folder holding en-us/ (soundswallower resolves model paths against the working directory otherwise). */
export function modelBase(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('soundswallower');
  return `${path.join(path.dirname(pkg), 'model')}${path.sep}`;
}

export function nodeEngine(): Promise<PronunciationEngine> {
  engine ??= (async () => {
    const ss = await createModule({ modelBase: modelBase() } as Parameters<typeof createModule>[0]);
    return createPronunciationEngine(ss);
  })();
  // A failed load (missing model files) must not be cached forever.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** Letter-to-sound words accumulate in the decoder for the life of the process; past this many, start afresh. */
export const MAX_ADDED_WORDS = 5000;

export function recycleIfBloated(current: PronunciationEngine): void {
  if (current.addedWords() <= MAX_ADDED_WORDS) return;
  engine = null;
  current.delete();
}
