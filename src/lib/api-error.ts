// The one error type for API failures in the app. status 0 means the request never reached the server (offline).
import type { ApiErrorBody } from '@/shared/api-error.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  constructor(status: number, body: ApiErrorBody | null, message?: string) {
    super(message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  get isNetworkError() {
    return this.status === 0;
  }
  /** Messages for one field of a 422, or []. */
  field(name: string): string[] {
    return this.body?.errors[name] ?? [];
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
