// Mounts every API area. Each area is one file exporting a Hono sub-app.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { health } from './health.ts';
import { sessions } from './sessions.ts';
import { passwords } from './passwords.ts';
import { registrations } from './registrations.ts';
import { account } from './account.ts';

export function mountRoutes(api: Hono<AppEnv>) {
  api.route('/', health);
  api.route('/', sessions);
  api.route('/', passwords);
  api.route('/', registrations);
  api.route('/', account);
}
