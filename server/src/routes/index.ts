// Mounts every API area. Each area is one file exporting a Hono sub-app.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { health } from './health.ts';

export function mountRoutes(api: Hono<AppEnv>) {
  api.route('/', health);
}
