// The API: one Hono sub-app per area, mounted under /api, behind the cross-cutting layers (security headers,
// compression, request ids, body limits). Errors never leak a stack trace (http/error-handler.ts).
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/env.ts';
import { requestId } from 'hono/request-id';
import { errorAnswer, handleError } from './http/error-handler.ts';
import { bodyLimits } from './http/body-limits.ts';
import { MSG } from '../../src/shared/messages.ts';
import { mountRoutes } from './routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compression } from './http/compression.ts';
import { requestLog } from './platform/request-log.ts';
import { probes, type Readiness } from './platform/probes.ts';
import { isMigrated } from './db/client.ts';
import { presignedOrigin } from './platform/storage/config.ts';
import { SERVER_MSG } from './messages.ts';

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  mountRoutes(api);
  api.notFound((c) => errorAnswer(c, 404, MSG.notFound));
  api.onError(handleError);
  return api;
}

/** `draining`: true once a shutdown began (main.ts), so /readyz turns the balancer away. */
export function createApp(deps: Deps, draining: Readiness['draining'] = () => false) {
  const app = new Hono();
  app.use(
    securityHeaders({ httpsOnly: deps.config.httpsOnly, feedbackFormOrigin: deps.config.feedbackFormOrigin, fileOrigin: presignedOrigin(deps.config.storage) }),
  );
  app.use(compression);
  app.use(requestId());
  // A NUL character is never valid in a URL's text (PostgreSQL cannot store it): refused before any route.
  app.use(async (c, next) => (/%00/.test(c.req.url) ? errorAnswer(c, 422, SERVER_MSG.textNulCharacter) : next()));
  app.use('/api/*', requestLog);
  app.use('/api/*', bodyLimits);
  app.route('/', probes({ database: () => isMigrated(deps.db), draining }));
  app.route('/api', createApi(deps));
  // Unknown /api paths answer JSON 404 (the parent's notFound is the one Hono uses for mounted apps).
  app.all('/api/*', (c) => errorAnswer(c, 404, MSG.notFound));
  app.onError(handleError);
  return app;
}
