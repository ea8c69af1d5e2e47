// Comment templates and their settings (spec §7 under /s/v1): a teacher's own reusable comments (list with
// pagination, create, update, delete) and the score bands that pick one for auto_comment.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { CommentTemplate, CommentTemplateSetting } from '../../../src/shared/mission.ts';
import { commentTemplateSchema, commentTemplateSettingsSchema } from '../../../src/shared/schemas/mission.ts';

type Row = typeof t.commentTemplates.$inferSelect;
const view = (r: Row): CommentTemplate => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const mine = (c: Context<AppEnv>) => and(eq(t.commentTemplates.schoolId, c.get('school').schoolId), eq(t.commentTemplates.ownerId, c.get('user').id));

async function ownTemplate(c: Context<AppEnv>): Promise<Row> {
  const { id } = params(c, v.object({ id: idString }));
  const [row] = await c
    .get('deps')
    .db.select()
    .from(t.commentTemplates)
    .where(and(mine(c), eq(t.commentTemplates.id, id)));
  if (!row) throw notFound();
  return row;
}

const update = async (c: Context<AppEnv>) => {
  const row = await ownTemplate(c);
  const input = await body(c, commentTemplateSchema);
  const [updated] = await c
    .get('deps')
    .db.update(t.commentTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(t.commentTemplates.id, row.id))
    .returning();
  return c.json({ data: view(updated!) });
};

async function settingsOf(c: Context<AppEnv>): Promise<CommentTemplateSetting[]> {
  const rows = await c
    .get('deps')
    .db.select()
    .from(t.commentTemplateSettings)
    .where(and(eq(t.commentTemplateSettings.schoolId, c.get('school').schoolId), eq(t.commentTemplateSettings.ownerId, c.get('user').id)))
    .orderBy(asc(t.commentTemplateSettings.minScore));
  return rows.map((r) => ({ id: r.id, templateId: r.templateId, minScore: r.minScore, maxScore: r.maxScore }));
}

export const commentTemplates = new Hono<AppEnv>()
  .get('/comment_templates', requireAuth, requireSchool, requirePermission('comment_template.view'), async (c) => {
    const q = query(c, v.object(pagination));
    const { db } = c.get('deps');
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(t.commentTemplates)
        .where(mine(c))
        .orderBy(asc(t.commentTemplates.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(t.commentTemplates)
        .where(mine(c)),
    ]);
    return c.json(paginated(rows.map(view), count?.n ?? 0, q.page, q.perPage));
  })
  .post('/comment_templates', requireAuth, requireSchool, requirePermission('comment_template.create'), async (c) => {
    const input = await body(c, commentTemplateSchema);
    const [row] = await c
      .get('deps')
      .db.insert(t.commentTemplates)
      .values({ ...input, schoolId: c.get('school').schoolId, ownerId: c.get('user').id })
      .returning();
    return c.json({ data: view(row!) });
  })
  .put('/comment_templates/:id', requireAuth, requireSchool, requirePermission('comment_template.update'), update)
  .patch('/comment_templates/:id', requireAuth, requireSchool, requirePermission('comment_template.update'), update)
  .delete('/comment_templates/:id', requireAuth, requireSchool, requirePermission('comment_template.delete'), async (c) => {
    const row = await ownTemplate(c);
    await c.get('deps').db.delete(t.commentTemplates).where(eq(t.commentTemplates.id, row.id));
    return c.json({ data: { id: row.id } });
  })
  .get('/comment_template_settings', requireAuth, requireSchool, requirePermission('comment_template.view'), async (c) => {
    return c.json({ data: await settingsOf(c) });
  })
  .put('/comment_template_settings', requireAuth, requireSchool, requirePermission('comment_template.update'), async (c) => {
    const input = await body(c, commentTemplateSettingsSchema);
    const { db } = c.get('deps');
    const ids = [...new Set(input.settings.map((s) => s.templateId))];
    const own = ids.length
      ? await db
          .select({ id: t.commentTemplates.id })
          .from(t.commentTemplates)
          .where(and(mine(c), inArray(t.commentTemplates.id, ids)))
      : [];
    input.settings.forEach((s, i) => {
      if (!own.some((o) => o.id === s.templateId)) throw new HttpError(422, MSG.invalidInput, { [`settings.${i}.templateId`]: [MSG.invalidInput] });
    });
    const schoolId = c.get('school').schoolId;
    const ownerId = c.get('user').id;
    await db.transaction(async (tx) => {
      await tx.delete(t.commentTemplateSettings).where(and(eq(t.commentTemplateSettings.schoolId, schoolId), eq(t.commentTemplateSettings.ownerId, ownerId)));
      if (input.settings.length) await tx.insert(t.commentTemplateSettings).values(input.settings.map((s) => ({ ...s, schoolId, ownerId })));
    });
    return c.json({ data: await settingsOf(c) });
  });
