// GET shortcuts?name= : the caller's schools for the header's school selector (spec §7 "user-school shortcut").
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth } from '../auth/middleware.ts';
import { query, nameSearch } from '../http/validate.ts';
import { listUserSchools } from './user-schools.ts';

const shortcutsQuery = v.object({ name: nameSearch });

export const shortcuts = new Hono<AppEnv>().get('/shortcuts', requireAuth, async (c) => {
  const { name } = query(c, shortcutsQuery);
  const userSchools = await listUserSchools(c.get('deps').db, c.get('user').id, name || undefined);
  return c.json({ data: { userSchools } });
});
