// The body of every failed API response, read by the app's error handler (spec §8).
export interface ApiErrorBody {
  /** HTTP status repeated in the body. */
  code: number;
  /** The main message. */
  message: string;
  /** Every message to show, in order (the §8 "message list"). */
  messages: string[];
  /** Messages per field (422) or per check, e.g. validateSchool, validateAlreadyRequested. */
  errors: Record<string, string[]>;
  /**
   * Whether the same request may succeed later unchanged: true for "not now" (busy, rate-limited, an idempotency key
   * still in progress, a server fault), false for a final refusal (invalid, forbidden, a feature not available) that
   * a retry would only repeat. The outbox retries the first and asks the user about the second. Always set by this
   * server; absent from an error page a proxy answered with (the status decides then: isRetryableStatus).
   */
  retryable?: boolean;
  /** Set on answers the server produced for a request it logged (also in the X-Request-Id header): quote it to
   * support to find the server's log line. */
  requestId?: string;
}

/** The default for a status when the server says nothing else: timeouts, rate limits and server faults pass. */
export const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;
