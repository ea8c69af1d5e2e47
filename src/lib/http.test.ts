// The API client's edges: a stalled connection ends as "no network" after the timeout, while the caller's own cancel
// stays a cancel; an error body comes back as ApiError with the server's messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { request } from './http.ts';

/** A fetch that never answers, only gives up when its signal aborts (a school connection that stalled). */
const stalled = () =>
  vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(init.signal!.reason instanceof DOMException ? init.signal!.reason : new DOMException('aborted', 'AbortError')),
        );
      }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('turns a stalled request into the no-network error after its timeout', async () => {
    vi.stubGlobal('fetch', stalled());
    const error = await request('s/dashboard', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it("passes the caller's own cancel through as a cancel", async () => {
    vi.stubGlobal('fetch', stalled());
    const controller = new AbortController();
    const pending = request('s/dashboard', { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads an error body into ApiError with the server messages', async () => {
    const body = { code: 422, message: 'Dữ liệu không hợp lệ', messages: ['Vui lòng nhập tên'], errors: { name: ['Vui lòng nhập tên'] }, retryable: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 422 })),
    );
    const error = (await request('s/x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.field('name')).toEqual(['Vui lòng nhập tên']);
  });
});
