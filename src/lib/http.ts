// The base API client: prefixes /api, sends the bearer token and (for school-scoped calls) X-SCHOOL-ID, unwraps
// errors into ApiError. Every feature's fetchers go through here.
import { ApiError } from './api-error.ts';
import { STORAGE_KEYS, readKey } from './storage-keys.ts';
import type { ApiErrorBody } from '@/shared/api-error.ts';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** true: the current school from storage; a number: that school. */
  school?: boolean | number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(opts.school), ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, null, 'Không có kết nối mạng');
  }
  const text = await res.text();
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

/** Most endpoints answer { data }: this unwraps it. */
export async function requestData<T>(path: string, opts?: RequestOptions): Promise<T> {
  return (await request<{ data: T }>(path, opts)).data;
}
