// The API: one Hono sub-app per area, mounted under /api. Errors never leak a stack trace.
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/env.ts';
import { HttpError, errorBody } from './http/errors.ts';
import { MSG } from '../../src/shared/messages.ts';
import { mountRoutes } from './routes/index.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compression } from './http/compression.ts';

export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  mountRoutes(api);
  api.notFound((c) => c.json(errorBody(404, MSG.notFound), 404));
  api.onError((err, c) => {
    if (err instanceof HttpError) return c.json(errorBody(err.status, err.message, err.errors), err.status);
    console.error(err);
    return c.json(errorBody(500, MSG.generic), 500);
  });
  return api;
}

export function createApp(deps: Deps) {
  const app = new Hono();
  app.use(securityHeaders({ httpsOnly: deps.config.httpsOnly, feedbackFormOrigin: deps.config.feedbackFormOrigin }));
  app.use(compression);
  app.route('/api', createApi(deps));
  // Unknown /api paths answer JSON 404 (the parent's notFound is the one Hono uses for mounted apps).
  app.all('/api/*', (c) => c.json(errorBody(404, MSG.notFound), 404));
  return app;
}
