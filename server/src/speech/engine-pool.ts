// Runs the embedded engine in a worker thread (one is enough on a small school server: scorings queue there while
// the API stays responsive). If the worker cannot start, scoring falls back to this thread.
import { Worker } from 'node:worker_threads';
import { nodeEngine } from './engine-node.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';
import { SpeechError } from '../../../src/shared/speech/errors.ts';
import type { SpeechResult } from '../../../src/shared/speech/types.ts';

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
type Job = { kind: 'score'; pcm: Float32Array; sentence: string } | { kind: 'missing'; sentence: string };

let worker: Worker | null = null;
let ready: Promise<boolean> | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function start(): Promise<boolean> {
  return new Promise((resolve) => {
    // Run from source, the worker registers tsx before loading its module; the production bundle (scripts/build-server.mjs)
    // has it compiled beside the server.
    const w = import.meta.url.endsWith('.ts')
      ? new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry: new URL('./worker.ts', import.meta.url).href } })
      : new Worker(new URL('./speech-worker.mjs', import.meta.url));
    w.unref(); // an idle scoring worker must not keep the server process alive on shutdown
    w.on('message', (m: WorkerReply) => {
      if (m.id === 0) return resolve(true);
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.value);
      else p.reject(m.speech ? new SpeechError(m.speech.code, m.speech.words) : new Error(m.message));
    });
    const fail = (e: Error) => {
      // A dead worker fails what it had in hand; the next call starts a new one.
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(e);
      }
      if (worker === w) {
        worker = null;
        ready = null;
      }
      resolve(false);
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`speech worker exited with code ${code}`)));
    worker = w;
  });
}

async function run(job: Job): Promise<unknown> {
  ready ??= start();
  if (!(await ready) || !worker) {
    const e = await nodeEngine();
    return job.kind === 'score' ? e.score(job.pcm, job.sentence) : e.missingWords(job.sentence);
  }
  const id = nextId++;
  const w = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const msg: WorkerRequest = { id, ...job };
    w.postMessage(msg);
  });
}

export const scoreOffThread = (pcm: Float32Array, sentence: string) => run({ kind: 'score', pcm, sentence }) as Promise<SpeechResult>;
export const missingWordsOffThread = (sentence: string) => run({ kind: 'missing', sentence }) as Promise<string[]>;
