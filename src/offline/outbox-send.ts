// How the outbox talks to the server: the injectable sender (fetch by default), the retry schedule, and how an HTTP
// answer maps to done / retry / wait-for-login / failed. No DOM: runs in the page and in the service worker.
import { OFFLINE_MSG } from './offline-messages.ts';
import { isRetryableStatus } from '@/shared/api-error.ts';

export interface OutboxRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart upload (recordings); sent instead of `body`, the browser sets its Content-Type with the boundary. */
  formData?: FormData;
}

export interface OutboxResponse {
  status: number;
  /** Parsed JSON, or null. */
  body: unknown;
  /** From a Retry-After header, if any. */
  retryAfterMs?: number | null;
}

/** Resolves with any HTTP answer; rejects only when no answer came (network down, timeout). */
export type Sender = (request: OutboxRequest) => Promise<OutboxResponse>;

const SEND_TIMEOUT_MS = 30_000;

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export const fetchSender: Sender = async (request) => {
  // A hung request would hold the drain lock forever: give up after 30 s and retry later.
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
  const res = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.formData ?? request.body,
    credentials: 'same-origin',
    signal,
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body, retryAfterMs: parseRetryAfter(res.headers.get('Retry-After')) };
};

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s … capped at 5 min, ±20 % jitter so devices spread out. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.8 + 0.4 * random())));
}

export type Outcome =
  { kind: 'done'; data: unknown } | { kind: 'retry'; message: string } | { kind: 'auth'; message: string } | { kind: 'failed'; message: string };

/** The server's own words (ApiErrorBody: messages[], message), so a failed item tells the user why. */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { messages, message } = body as { messages?: unknown; message?: unknown };
  if (Array.isArray(messages)) {
    const texts = messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length) return texts.join('\n');
  }
  return typeof message === 'string' && message.trim() ? message : null;
}

export function classify(response: OutboxResponse | null): Outcome {
  if (!response) return { kind: 'retry', message: OFFLINE_MSG.network };
  const { status, body } = response;
  if (status >= 200 && status < 300) {
    const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
    return { kind: 'done', data };
  }
  if (status === 401) return { kind: 'auth', message: OFFLINE_MSG.unauthenticated };
  // A refusal that carries a stored row (`data.id`) means the server kept the request and answered it for good — a
  // recording over the usage limit is stored as 'limited' (429). A retry would only replay the same answer, so it is
  // delivered, with the server's words beside the data for the screen to show.
  const stored = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (status >= 400 && stored && typeof stored === 'object' && 'id' in stored) {
    return { kind: 'done', data: { ...stored, message: serverMessage(body) ?? OFFLINE_MSG.generic } };
  }
  // The server says whether the refusal is final (ApiErrorBody.retryable); an answer without it (a proxy's error page)
  // is judged by its status: timeouts, rate limits and server faults are passing.
  const said = body && typeof body === 'object' ? (body as { retryable?: unknown }).retryable : undefined;
  if (typeof said === 'boolean' ? said : isRetryableStatus(status)) {
    return { kind: 'retry', message: serverMessage(body) ?? OFFLINE_MSG.serverBusy };
  }
  return { kind: 'failed', message: serverMessage(body) ?? OFFLINE_MSG.generic };
}
