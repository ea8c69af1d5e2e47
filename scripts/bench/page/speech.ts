// Bench page: the on-device pronunciation engine — the very modules the scoring worker runs (soundswallower's web
// build, the shared engine, the model from Cache Storage) — started on the page's own thread, because Chromium's CPU
// throttling (the figure is taken at 4× slowdown) applies to the page's thread and not to workers.
import createModule from 'soundswallower';
import SPEECH_MODEL from 'virtual:speech-model';
import { createPronunciationEngine, type PronunciationEngine } from '@/shared/speech/engine.ts';
import { wavToEnginePcm } from '@/shared/speech/wav.ts';
import { downloadModel, isModelCached, readModelFile } from '@/features/speaking/engine/model-cache.ts';

let engine: Promise<PronunciationEngine> | null = null;

async function start(): Promise<PronunciationEngine> {
  if (!(await isModelCached(SPEECH_MODEL))) await downloadModel(SPEECH_MODEL);
  const network = window.fetch.bind(window);
  const prefix = new URL(SPEECH_MODEL.base, location.origin).href;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    if (!url.startsWith(prefix)) return network(input, init);
    return (await readModelFile(SPEECH_MODEL, url)) ?? new Response(null, { status: 404 });
  };
  const wasm = await readModelFile(SPEECH_MODEL, new URL(`${SPEECH_MODEL.base}soundswallower.wasm`, location.origin).href);
  if (!wasm) throw new Error('speech model: wasm missing');
  const ss = await createModule({ modelBase: SPEECH_MODEL.base, wasmBinary: await wasm.arrayBuffer() } as never);
  return createPronunciationEngine(ss);
}

/** Loads the engine (untimed), then scores the first `seconds` of the WAV `runs` times: milliseconds of each run. */
export async function timeScoring(wav: number[], sentence: string, seconds: number, runs: number): Promise<{ times: number[]; audioSeconds: number }> {
  engine ??= start();
  const scorer = await engine;
  const pcm = wavToEnginePcm(new Uint8Array(wav)).slice(0, seconds * 16_000);
  scorer.score(pcm, sentence); // warm-up, as on the server
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    scorer.score(pcm, sentence);
    times.push(performance.now() - t0);
  }
  return { times, audioSeconds: pcm.length / 16_000 };
}
