// One error type for the server; the app error handler turns it (and anything unexpected) into an ApiErrorBody.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isRetryableStatus, type ApiErrorBody } from '../../../src/shared/api-error.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]>;
  /** Sent as the body's `retryable`: whether the same request may succeed later (see ApiErrorBody). */
  readonly retryable: boolean;
  constructor(status: ContentfulStatusCode, message: string, errors: Record<string, string[]> = {}, options: { retryable?: boolean } = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryable = options.retryable ?? isRetryableStatus(status);
  }
}

export const forbidden = () => new HttpError(403, MSG.forbidden);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, MSG.unauthenticated);
/** 422 with per-field messages. */
export const invalid = (errors: Record<string, string[]>) => new HttpError(422, Object.values(errors)[0]?.[0] ?? MSG.invalidInput, errors);

/** 409 for a request whose Idempotency-Key is still being processed: the same request succeeds once it is done. */
export const inProgress = () => new HttpError(409, SERVER_MSG.conflictInProgress, {}, { retryable: true });

export function errorBody(status: number, message: string, errors: Record<string, string[]> = {}, retryable = isRetryableStatus(status)): ApiErrorBody {
  const messages = Object.values(errors).flat();
  return { code: status, message, messages: messages.length ? messages : [message], errors, retryable };
}
