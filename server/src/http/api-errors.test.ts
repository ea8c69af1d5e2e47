// What a client sees when something goes wrong: a JSON body with Vietnamese messages and a request id, never the
// error's own text; and bodies too large for their route refused with 413 before they are read.
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { handleError } from './error-handler.ts';
import { limitFor } from './body-limits.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { log } from '../platform/logger.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('gv.lan@nguyendu.edu.vn');
});
afterAll(() => server.close());

describe('unexpected errors', () => {
  const app = new Hono();
  app.use(requestId());
  app.get('/boom', () => {
    throw new Error('SELECT password_hash FROM users -- at /srv/app/server/src/routes/x.ts:12');
  });
  app.get('/nul', () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) });
  });
  app.onError(handleError);

  it('answer 500 with the generic message and the request id, and log the error under that id', async () => {
    const lines: { bindings: object; fields: { err?: unknown }; msg: string }[] = [];
    const child = vi
      .spyOn(log, 'child')
      .mockImplementation((bindings) => ({ error: (fields: { err?: unknown }, msg: string) => lines.push({ bindings, fields, msg }) }) as never);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/SELECT|password_hash|\.ts|srv/);
    const body = JSON.parse(text) as { messages: string[]; requestId: string };
    expect(body.messages).toEqual([MSG.generic]);
    expect((body as { retryable?: boolean }).retryable).toBe(true);
    expect(body.requestId).toBe(res.headers.get('X-Request-Id'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ bindings: { requestId: body.requestId }, fields: { err: expect.any(Error) }, msg: 'unexpected error' });
    child.mockRestore();
  });

  it('a database refusal caused by the input is the caller’s 422, not a 500', async () => {
    const res = await app.request('/nul');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { messages: string[]; retryable: boolean };
    expect(body.messages).toEqual([SERVER_MSG.textNulCharacter]);
    expect(body.retryable).toBe(false);
  });
});

describe('request ids', () => {
  it('every API answer carries one, and an error body repeats it', async () => {
    const ok = await server.app.request('/api/health');
    expect(ok.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    const missing = await server.app.request('/api/nothing-here');
    const body = (await missing.json()) as { requestId: string; messages: string[] };
    expect(missing.status).toBe(404);
    expect(body.requestId).toBe(missing.headers.get('X-Request-Id'));
    expect(body.messages).toEqual([MSG.notFound]);
  });

  it('malformed JSON is a 422 with a Vietnamese message', async () => {
    const res = await server.app.request('/api/current_user', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"first_name": "An",',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { messages: string[] }).messages).toEqual([MSG.invalidInput]);
  });
});

describe('body limits', () => {
  it('a 30 MB profile update is refused with 413 by its length, before it is read', async () => {
    const huge = `{"first_name":"${'a'.repeat(30 * 1024 * 1024)}"}`;
    const started = Date.now();
    const res = await server.app.request('/api/current_user', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(huge.length) },
      body: huge,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { messages: string[] }).messages).toEqual([SERVER_MSG.bodyTooLarge]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a body streamed without a length is cut off at the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await server.app.request('/api/current_user', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('an exam’s answers of 1 MB reach the route by its real path (the default limit is 256 KiB)', async () => {
    const token = await server.login('hs01@nguyendu.edu.vn');
    const essay = 'a'.repeat(1024 * 1024);
    const res = await server.app.request('/api/s/personal/learning_groups/999/exams/999/perform/999', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-school-id': '1' },
      body: JSON.stringify({ answers: [{ questionId: 1, answer: { type: 'essay', text: essay }, clientUpdatedAt: new Date().toISOString() }] }),
    });
    expect(res.status).not.toBe(413);
  });

  it('the routes that carry answers, marks and recordings have their own, larger limits', () => {
    expect(limitFor('PATCH', '/api/current_user').maxBytes).toBe(256 * 1024);
    expect(limitFor('PUT', '/api/s/personal/learning_groups/3/exams/7/perform/12')).toMatchObject({
      maxBytes: 8 * 1024 * 1024,
      message: MSG.examAnswerTooLong,
    });
    expect(limitFor('PUT', '/api/s/user_exams/12/marks').maxBytes).toBe(4 * 1024 * 1024);
    expect(limitFor('POST', '/api/s/v1/missions/4/submissions').maxBytes).toBe(8 * 1024 * 1024);
    expect(limitFor('POST', '/api/s/personal/question_collections/4/questions/import').maxBytes).toBe(16 * 1024 * 1024);
    expect(limitFor('PUT', '/api/exams/4/structure').maxBytes).toBe(8 * 1024 * 1024);
    expect(limitFor('POST', '/api/s/elsa/score_audio').message).toBe(MSG.speechTooLong);
    expect(limitFor('POST', '/api/s/elsa/score_audio').maxBytes).toBeGreaterThan(12 * 1024 * 1024);
  });
});
