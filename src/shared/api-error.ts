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
  /** Set on answers the server produced for a request it logged (also in the X-Request-Id header): quote it to
   * support to find the server's log line. */
  requestId?: string;
}
