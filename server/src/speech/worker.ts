// A scoring worker thread: its own embedded engine, so a scoring (≈ 0.1 × the audio's length of pure CPU) never
// blocks the API's event loop. Messages: { id, kind: 'score', pcm, sentence } | { id, kind: 'missing', sentence }.
import { parentPort } from 'node:worker_threads';
import { nodeEngine, recycleIfBloated } from './engine-node.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';

export type WorkerRequest = { id: number; kind: 'score'; pcm: Float32Array; sentence: string } | { id: number; kind: 'missing'; sentence: string };

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; speech?: { code: SpeechError['code']; words: string[] }; message: string };

parentPort!.on('message', async (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const e = await nodeEngine();
    reply = { id: req.id, ok: true, value: req.kind === 'score' ? e.score(req.pcm, req.sentence) : e.missingWords(req.sentence) };
    recycleIfBloated(e);
  } catch (err) {
    reply =
      err instanceof SpeechError
        ? { id: req.id, ok: false, speech: { code: err.code, words: err.words }, message: err.message }
        : { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
// Load the model before saying ready, so the first student does not wait for it.
nodeEngine().then(
  () => parentPort!.postMessage({ id: 0, ok: true, value: 'ready' }),
  () => parentPort!.postMessage({ id: 0, ok: true, value: 'ready' }),
);
