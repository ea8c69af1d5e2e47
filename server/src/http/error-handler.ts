// The one place an API error becomes an answer. Every error body is the ApiErrorBody shape with Vietnamese messages
// and the request id; nothing from the error itself (stack, SQL text, file path) reaches the client. Unexpected errors
// are logged with the same request id, so a user's report can be matched with the server's log line.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError, errorBody } from './errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { requestLogger } from '../platform/logger.ts';
import { SERVER_MSG } from '../messages.ts';

/**
 * PostgreSQL refusals caused by the input itself (a byte the encoding forbids, a number out of a column's range, text
 * that is not a number): validation should have caught them, and if one slips through it is still the caller's 422.
 */
const INPUT_SQLSTATES: Record<string, string> = {
  '22021': SERVER_MSG.textNulCharacter, // invalid byte sequence for encoding "UTF8": 0x00
  '22P05': SERVER_MSG.textNulCharacter, // unsupported Unicode escape sequence (\u0000 in jsonb)
  '22003': MSG.invalidInput, // numeric value out of range
  '22P02': MSG.invalidInput, // invalid text representation
};

/** The SQLSTATE of a database error, also when a driver or Drizzle wraps it. */
function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function requestIdOf(c: Context): string {
  return (c.get('requestId') as string | undefined) ?? '-';
}

export function errorAnswer(c: Context, status: ContentfulStatusCode, message: string, errors: Record<string, string[]> = {}, retryable?: boolean) {
  return c.json({ ...errorBody(status, message, errors, retryable), requestId: requestIdOf(c) }, status);
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) return errorAnswer(c, err.status, err.message, err.errors, err.retryable);
  if (err instanceof HTTPException && err.status < 500) return errorAnswer(c, err.status as ContentfulStatusCode, MSG.invalidInput);
  const state = sqlStateOf(err);
  if (state && INPUT_SQLSTATES[state]) {
    requestLogger(requestIdOf(c)).warn({ method: c.req.method, path: c.req.path, sqlState: state }, 'refused by the database');
    return errorAnswer(c, 422, INPUT_SQLSTATES[state]);
  }
  requestLogger(requestIdOf(c)).error({ err, method: c.req.method, path: c.req.path }, 'unexpected error');
  return errorAnswer(c, 500, MSG.generic);
}
