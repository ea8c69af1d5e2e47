// The base API client: prefixes /api, sends the bearer token and (for school-scoped calls) X-SCHOOL-ID, unwraps
// errors into ApiError. Every feature's fetchers go through here.
import { ApiError } from './api-error.ts';
import { STORAGE_KEYS, readKey } from './storage-keys.ts';
import type { ApiErrorBody } from '@/shared/api-error.ts';
import { TEXT } from '@/shared/ui-text.ts';

export const API_BASE = '/api';

/**
 * How long a request may take before it counts as "no network": a stalled school connection must not hang a screen.
 * A JSON call is small; an upload (a recording, a file) may crawl over a shared 4G hotspot.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The caller's signal (a query's cancel) and the timeout, as one. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean } {
  const timer = AbortSignal.timeout(ms);
  return { signal: signal ? AbortSignal.any([signal, timer]) : timer, timedOut: () => timer.aborted };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** true: the current school from storage; a number: that school. */
  school?: boolean | number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the default (REQUEST_TIMEOUT_MS, or UPLOAD_TIMEOUT_MS for FormData bodies). */
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export function authHeaders(school?: boolean | number): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readKey(STORAGE_KEYS.accessToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const schoolId = typeof school === 'number' ? String(school) : school ? readKey(STORAGE_KEYS.schoolId) : null;
  if (schoolId) headers['X-SCHOOL-ID'] = schoolId;
  return headers;
}

/** Sends a request and reads its body with `read`; no answer (offline, timed out) becomes ApiError 0. */
async function send<R>(path: string, opts: RequestOptions, timeoutMs: number, read: (res: Response) => Promise<R>): Promise<{ res: Response; body: R }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(opts.school), ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const limit = withTimeout(opts.signal, opts.timeoutMs ?? (body instanceof FormData ? UPLOAD_TIMEOUT_MS : timeoutMs));
  try {
    const res = await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: limit.signal });
    return { res, body: await read(res) };
  } catch (e) {
    // The caller's own cancel passes through; a timeout is the same as no network for the user.
    if (!limit.timedOut() && e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, null, TEXT.noNetwork);
  }
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { res, body: text } = await send(path, opts, REQUEST_TIMEOUT_MS, (r) => r.text());
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const errBody = json && typeof json === 'object' && 'messages' in json ? (json as ApiErrorBody) : null;
    throw new ApiError(res.status, errBody);
  }
  return json as T;
}

/** A binary answer (a recording's audio), fetched with the token an <audio> element cannot send. */
export async function requestBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const { res, body } = await send(path, opts, UPLOAD_TIMEOUT_MS, (r) => (r.ok ? r.blob() : Promise.resolve(null)));
  if (!res.ok || !body) throw new ApiError(res.status, null);
  return body;
}

/** Most endpoints answer { data }: this unwraps it. */
export async function requestData<T>(path: string, opts?: RequestOptions): Promise<T> {
  return (await request<{ data: T }>(path, opts)).data;
}
