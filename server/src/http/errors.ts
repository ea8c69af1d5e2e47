// One error type for the server; the app error handler turns it (and anything unexpected) into an ApiErrorBody.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../../src/shared/api-error.ts';
import { MSG } from '../../../src/shared/messages.ts';

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]>;
  constructor(status: ContentfulStatusCode, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const forbidden = () => new HttpError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, MSG.unauthenticated);
/** 422 with per-field messages. */
export const invalid = (errors: Record<string, string[]>) =>
  new HttpError(422, Object.values(errors)[0]?.[0] ?? MSG.invalidInput, errors);

export function errorBody(status: number, message: string, errors: Record<string, string[]> = {}): ApiErrorBody {
  const messages = Object.values(errors).flat();
  return { code: status, message, messages: messages.length ? messages : [message], errors };
}
