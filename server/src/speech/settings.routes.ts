// Speech-scoring settings for holders of the system permission group speaking_settings (spec §2 /system/elsa-settings,
// §7 elsa_settings): GET/PUT/DELETE /elsa_settings/default (DELETE: back to the server's environment),
// GET /elsa_settings/schools (every school and its own setting, if any), PUT/DELETE /elsa_settings/schools/{id}
// (DELETE: the school follows the defaults), POST /elsa_settings/test (try an API as typed). Tokens never leave.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { containsFolded } from '../http/search.ts';
import { notFound } from '../http/errors.ts';
import { speakingSettingSchema, speakingTestSchema, type SpeakingDefaults } from '../../../src/shared/speaking-settings.ts';
import { deleteSetting, saveSetting, settingOf, testConnection, toView } from './settings.ts';

const view = requirePermission('speaking_settings.view');
const update = requirePermission('speaking_settings.update');
const idParam = v.object({ id: idString });

async function defaults(c: Context<AppEnv>): Promise<SpeakingDefaults> {
  const { db, config } = c.get('deps');
  const row = await settingOf(db, null);
  return {
    setting: row ? toView(row) : null,
    server: { provider: config.speech.scriptedProvider, apiUrl: config.speech.elsaUrl ?? null },
  };
}

async function schoolExists(c: Context<AppEnv>, id: number) {
  const [s] = await c.get('deps').db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.id, id));
  if (!s) throw notFound();
}

export const speechSettings = new Hono<AppEnv>()
  .get('/elsa_settings/default', requireAuth, view, async (c) => c.json({ data: await defaults(c) }))
  .put('/elsa_settings/default', requireAuth, update, async (c) => {
    const input = await body(c, speakingSettingSchema);
    const { db, config } = c.get('deps');
    await saveSetting(db, config.secretsKey, null, input);
    return c.json({ data: await defaults(c) });
  })
  .delete('/elsa_settings/default', requireAuth, update, async (c) => {
    await deleteSetting(c.get('deps').db, null);
    return c.json({ data: await defaults(c) });
  })
  .get('/elsa_settings/schools', requireAuth, view, async (c) => {
    const q = query(c, v.object({ ...pagination, name: nameSearch }));
    const { db } = c.get('deps');
    const where = q.name ? containsFolded(t.schools.name, q.name) : undefined;
    const [schools, [total]] = await Promise.all([
      db
        .select({ id: t.schools.id, name: t.schools.name, code: t.schools.code })
        .from(t.schools)
        .where(where)
        .orderBy(asc(t.schools.name), asc(t.schools.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      db.select({ n: count() }).from(t.schools).where(where),
    ]);
    const rows = schools.length
      ? await db
          .select()
          .from(t.speakingSettings)
          .where(
            inArray(
              t.speakingSettings.schoolId,
              schools.map((s) => s.id),
            ),
          )
      : [];
    const data = schools.map((s) => {
      const row = rows.find((r) => r.schoolId === s.id);
      return { ...s, setting: row ? toView(row) : null };
    });
    return c.json(paginated(data, total?.n ?? 0, q.page, q.perPage));
  })
  .put('/elsa_settings/schools/:id', requireAuth, update, async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, speakingSettingSchema);
    await schoolExists(c, id);
    const { db, config } = c.get('deps');
    return c.json({ data: toView(await saveSetting(db, config.secretsKey, id, input)) });
  })
  .delete('/elsa_settings/schools/:id', requireAuth, update, async (c) => {
    const { id } = params(c, idParam);
    await schoolExists(c, id);
    await deleteSetting(c.get('deps').db, id);
    return c.json({ data: null });
  })
  .post('/elsa_settings/test', requireAuth, update, async (c) => {
    const input = await body(c, speakingTestSchema);
    const { db, config } = c.get('deps');
    return c.json({ data: await testConnection(db, config.secretsKey, config.speech.elsaTimeoutMs, input) });
  });
