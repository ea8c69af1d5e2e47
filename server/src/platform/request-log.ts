// One log line per answered API request: method, path, status, duration, request id. The query string is left out
// (it may carry a search a user typed); bodies are never logged.
import type { MiddlewareHandler } from 'hono';
import { log } from './logger.ts';

export const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  const line = {
    requestId: c.get('requestId') as string | undefined,
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round(performance.now() - started),
  };
  if (status >= 500) log.error(line, 'request failed');
  else log.info(line, 'request');
};
