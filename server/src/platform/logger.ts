// Structured JSON logs (pino), one object per line, for a log collector to index. Every line written while a request
// is handled carries its request id (the same id the error body shows the user), so a report can be traced.
import { pino, type Logger } from 'pino';

/** LOG_LEVEL (trace … fatal, or silent); tests are silent unless asked, so their output stays readable. */
function defaultLevel(): string {
  return process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info');
}

export const log: Logger = pino({
  level: defaultLevel(),
  base: { pid: process.pid },
  // Error objects keep their stack in the log (never in an answer: http/error-handler.ts).
  serializers: { err: pino.stdSerializers.err },
});

/** A logger whose every line names the request. */
export function requestLogger(requestId: string): Logger {
  return log.child({ requestId });
}
