// The page's side of the scoring worker: engine states for the screen, scores matched to requests, a crashed worker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { createScoringClient } from './scoring-client.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

class FakeWorker {
  sent: ToWorker[] = [];
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  terminate = vi.fn();
  postMessage(m: ToWorker) {
    this.sent.push(m);
  }
  reply(m: FromWorker) {
    this.onmessage?.({ data: m } as MessageEvent<FromWorker>);
  }
}

const manifest = {
  base: '/speech-model/x/',
  files: [
    { path: 'en-us/mdef', bytes: 10, wireBytes: 4 },
    { path: 'soundswallower.wasm', bytes: 5, wireBytes: 3 },
  ],
};

function setup() {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('caches', {});
  const worker = new FakeWorker();
  const client = createScoringClient(manifest, () => worker as unknown as Worker);
  return { worker, client };
}

afterEach(() => vi.unstubAllGlobals());

describe('scoring client', () => {
  it('goes preparing → downloading (bytes) → ready, and asks for a download only when told', () => {
    const { worker, client } = setup();
    expect(client.downloadBytes).toBe(7);
    client.prepare(false);
    expect(worker.sent[0]).toMatchObject({ type: 'prepare', download: false });
    expect(client.getState()).toEqual({ status: 'preparing' });
    worker.reply({ type: 'unavailable', reason: 'missing', detail: '' });
    expect(client.getState()).toEqual({ status: 'unavailable', reason: 'missing' });
    client.prepare(true); // back online
    worker.reply({ type: 'progress', loaded: 3, total: 7 });
    expect(client.getState()).toEqual({ status: 'downloading', loaded: 3, total: 7 });
    worker.reply({ type: 'ready' });
    expect(client.getState()).toEqual({ status: 'ready' });
    client.prepare(true);
    expect(worker.sent.filter((m) => m.type === 'prepare')).toHaveLength(2);
  });

  it('matches each result to its request', async () => {
    const { worker, client } = setup();
    const a = client.score(new Float32Array(4), 'one');
    const b = client.score(new Float32Array(4), 'two');
    const [first, second] = worker.sent as Extract<ToWorker, { type: 'score' }>[];
    worker.reply({ type: 'error', id: second!.id, message: 'Câu không có từ tiếng Anh' });
    worker.reply({ type: 'result', id: first!.id, result: { overall: 70 } as SpeechResult });
    await expect(a).resolves.toMatchObject({ overall: 70 });
    await expect(b).rejects.toThrow('Câu không có từ tiếng Anh');
  });

  it('a worker that fails to load makes the device unable to score; waiting scores fail', async () => {
    const { worker, client } = setup();
    client.prepare(true);
    const pending = client.score(new Float32Array(4), 'one');
    worker.onerror?.(new Event('error'));
    await expect(pending).rejects.toThrow();
    expect(client.getState()).toEqual({ status: 'unavailable', reason: 'failed' });
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('a browser without Cache Storage is unsupported without starting anything', () => {
    const { client, worker } = setup();
    vi.stubGlobal('caches', undefined);
    client.prepare(true);
    expect(client.getState()).toEqual({ status: 'unavailable', reason: 'unsupported' });
    expect(worker.sent).toHaveLength(0);
  });
});
