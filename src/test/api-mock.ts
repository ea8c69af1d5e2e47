// Request-level API mocking for component tests (msw): the real client (lib/http.ts) runs — its headers, its error
// handling, its timeouts — against answers each test scripts, and the test reads back what was actually sent.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE } from '@/lib/http.ts';
import type { ApiErrorBody } from '@/shared/api-error.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the app sent: its path without /api/, its query and its JSON body (null when it had none). */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

/** What the mocked server answers: a response (sent anew to every request), or one made from the request. */
export type Reply = Response | ((call: ApiCall) => Response | Promise<Response>);

/** The `{ data }` answer of most endpoints. */
export const data = (value: unknown, extra: Record<string, unknown> = {}) => HttpResponse.json({ data: value, ...extra });

/** An error answer shaped like the server's (shared/api-error.ts; messages: every field message, else the main one). */
export function refusal(status: number, message: string, errors: Record<string, string[]> = {}): Response {
  const all = Object.values(errors).flat();
  const body: ApiErrorBody = { code: status, message, messages: all.length ? all : [message], errors, retryable: status === 429 || status >= 500 };
  return HttpResponse.json(body, { status });
}

/** No answer at all: what a dropped connection looks like to fetch. */
export const networkError = () => HttpResponse.error();

/** An answer that never comes (a stalled connection, or a loading state to look at). */
export const never = async (): Promise<Response> => {
  await delay('infinite');
  return HttpResponse.error();
};

async function toCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return {
    method: request.method,
    path: url.pathname.slice(API_BASE.length + 1),
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body,
  };
}

/**
 * Starts a mock API server for the test file (listening before its tests, reset after each). A request no handler
 * answers gets no answer (the app sees no network) and fails the test after it ran, so no test passes on a call it
 * did not expect.
 */
export function mockApi() {
  const server = setupServer();
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        unhandled.push(`${request.method} ${request.url}`);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    const unexpected = unhandled.splice(0);
    if (unexpected.length) throw new Error(`Requests no handler answered: ${unexpected.join(', ')}`);
  });
  afterAll(() => server.close());

  /** Answers `method` requests to `/api/<path>` (msw path syntax: `:id`, `*`); `once` for a single answer. */
  function on(method: Method, path: string, reply: Reply, { once = false }: { once?: boolean } = {}) {
    server.use(
      http[method](
        `${API_BASE}/${path}`,
        async ({ request }) => {
          const call = await toCall(request);
          calls.push(call);
          return typeof reply === 'function' ? reply(call) : reply.clone();
        },
        { once },
      ),
    );
  }

  return {
    on,
    /** Every request answered so far in this test, in order. */
    calls,
    /** The requests sent to one endpoint (path as given to the app, without /api/ and the query). */
    callsTo: (method: Method, path: string) => calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
  };
}
