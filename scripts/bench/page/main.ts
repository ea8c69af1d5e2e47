// Bench page: exposes the app's shipped offline code (saveAttempt, saveAnswer, sealAttempt, drain, the outbox's
// request headers) and a plain IndexedDB baseline to scripts/bench/browser.mjs through window.__bench.
import { attemptKeyOf, saveAttempt, sealAttempt, type AttemptSource } from '@/offline/exam-store.ts';
import { saveAnswer } from '@/offline/exam-answers.ts';
import { drain } from '@/offline/outbox.ts';
import { fetchSender, type OutboxRequest } from '@/offline/outbox-send.ts';
import { setOutboxAuth } from '@/offline/outbox-auth.ts';
import { buildHeaders } from '@/offline/outbox-send-item.ts';
import { db } from '@/offline/db.ts';
import { getDeviceId } from '@/offline/device-id.ts';
import { rawStore } from './raw-store.ts';
import { timeScoring } from './speech.ts';

declare global {
  interface Window {
    __bench: typeof bench;
  }
}

const bench = { attemptKeyOf, saveAttempt, sealAttempt, saveAnswer, setOutboxAuth, rawStore, drainRecorded, queuedRequests, timeScoring };

/** The requests the outbox holds now, as drain() would send them (to send them directly before the drain runs). */
async function queuedRequests(token: string): Promise<OutboxRequest[]> {
  const [items, deviceId] = await Promise.all([db.outbox.where('state').equals('pending').sortBy('id'), getDeviceId()]);
  return items.map((item) => ({ url: item.url, method: item.method, headers: buildHeaders(item, token, deviceId), body: JSON.stringify(item.body) }));
}

/** drain() with the app's own fetch sender, recording each request it sends (to replay them directly). */
async function drainRecorded(): Promise<{ ms: number; requests: OutboxRequest[]; sent: number }> {
  const requests: OutboxRequest[] = [];
  const started = performance.now();
  const result = await drain({ wake: true, send: (req) => (requests.push(req), fetchSender(req)) });
  return { ms: performance.now() - started, requests, sent: result.sent };
}

export type { AttemptSource };
window.__bench = bench;
