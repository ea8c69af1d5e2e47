// Lesson plans in the three libraries (spec §7 schedules at the admin level, in the school (/s) and in the personal
// library (/s/personal)): the library routes of the framework with the plan's own fields, plus
// - POST /s/schedules/approve {ids, roleId}: approval with a role. roleId names the school role whose members may read
//   the approved plan (null: everyone who reads the school's plans); reviewers and the author always do. Reject and
//   back-to-pending are the framework's.
// - GET {level}/schedules/:id/download: the plan as a Word document (plan-document.ts).
// - POST /s/personal/schedules/:id/share_to_school is refused (422, `links`) while the plan links items its readers in
//   the school could not open (plan-body.ts); a school plan is written under the same rule.
// - Read-only shares (spec shared_schedules, the screen plan/details-share/{id}): the owner of a personal plan lets a
//   colleague read it — POST/DELETE /s/personal/schedules/:id/shared_users/:userId, GET …/shared_users — and the
//   colleague reads GET /s/shared_schedules (the plans shared with them), /s/shared_schedules/:id and its /download.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { invalid, notFound } from '../http/errors.ts';
import { disposition } from '../http/file-response.ts';
import { libraryRoutes, type ContentFields } from '../library/library-routes.ts';
import { itemFor } from '../library/access.ts';
import { demand, scopeOf } from '../library/scope.ts';
import { review } from '../library/review.ts';
import { findItem, listItems } from '../library/list.ts';
import { colleague } from '../library/sharing.ts';
import { record } from '../library/record.ts';
import { libraryQuerySchema } from '../../../src/shared/schemas/library.ts';
import { lessonPlanFields, planApproveSchema, type LessonPlanFieldsInput } from '../../../src/shared/schemas/lesson-plan.ts';
import { DOCX_TYPE, type LibraryItem, type LibraryLevel } from '../../../src/shared/library.ts';
import type { LessonPlan } from '../../../src/shared/lesson-plan.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { scheduleType as type } from './schedule-type.ts';
import { checkLinks, checkSchoolLinks, planColumns, restrictedLinks, restrictedMessage, withPlanBodies } from './plan-body.ts';

const fields: ContentFields<typeof lessonPlanFields> = {
  entries: lessonPlanFields,
  async values(input, { db, scope }) {
    const plan = input as LessonPlanFieldsInput & { name: string };
    await checkLinks(db, scope, plan);
    if (scope.level === 'school') await checkSchoolLinks(db, scope.schoolId!, plan);
    return planColumns(plan);
  },
  decorate: (c, items) => withPlanBodies(c.get('deps').db, items),
};

const school = every(requireAuth, requireSchool);
const userParam = v.object({ id: idString, userId: idString });
const idParam = v.object({ id: idString });

async function sendDocument(c: Context<AppEnv>, item: LibraryItem) {
  const [plan] = await withPlanBodies(c.get('deps').db, [item]);
  // The Word writer loads with the first download, not with every instance.
  const { planDocument } = await import('./plan-document.ts');
  const file = await planDocument(plan!);
  return c.body(new Uint8Array(file), 200, { 'Content-Type': DOCX_TYPE, 'Content-Disposition': disposition(`${item.name}.docx`, 'attachment') });
}

function downloadRoute(prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().get(`${prefix}/schedules/:id/download`, guard, async (c) => sendDocument(c, (await itemFor(c, type, level, 'read')).item));
}

/** The personal plans shared with the caller in the current school. */
const sharedWithMe = (c: Context<AppEnv>) => {
  const scope = scopeOf(c, 'school');
  demand(type, scope, 'view');
  const s = t.schedules;
  const ids = c.get('deps').db.select({ id: t.scheduleShares.scheduleId }).from(t.scheduleShares).where(eq(t.scheduleShares.userId, scope.userId));
  return and(eq(s.level, 'personal'), eq(s.schoolId, scope.schoolId!), inArray(s.id, ids))!;
};

async function sharedItem(c: Context<AppEnv>): Promise<LibraryItem> {
  const item = await findItem(c.get('deps').db, type, sharedWithMe(c), params(c, idParam).id);
  if (!item) throw notFound();
  return item;
}

const shares = new Hono<AppEnv>()
  .get('/s/personal/schedules/:id/shared_users', school, async (c) => {
    const { item } = await itemFor(c, type, 'personal', 'read');
    const rows = await c
      .get('deps')
      .db.select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName })
      .from(t.scheduleShares)
      .innerJoin(t.users, eq(t.users.id, t.scheduleShares.userId))
      .where(eq(t.scheduleShares.scheduleId, item.id))
      .orderBy(asc(t.users.firstName));
    return c.json({ data: rows.map((u) => ({ id: u.id, fullName: `${u.lastName} ${u.firstName}`.trim() })) });
  })
  .post('/s/personal/schedules/:id/shared_users/:userId', school, async (c) => {
    const { item, scope } = await itemFor(c, type, 'personal', 'read');
    const { userId } = params(c, userParam);
    const { db } = c.get('deps');
    const target = await colleague(db, scope.schoolId!, userId, scope.userId);
    await db.transaction(async (tx) => {
      await tx.insert(t.scheduleShares).values({ scheduleId: item.id, userId: target.id, sharedBy: scope.userId }).onConflictDoNothing();
      await record(tx, type, [{ itemId: item.id, action: 'share_to_user', actorId: scope.userId, targetUserId: target.id }]);
    });
    return c.json({ data: { id: item.id, userId: target.id } }, 201);
  })
  .delete('/s/personal/schedules/:id/shared_users/:userId', school, async (c) => {
    const { item } = await itemFor(c, type, 'personal', 'read');
    const { userId } = params(c, userParam);
    await c
      .get('deps')
      .db.delete(t.scheduleShares)
      .where(and(eq(t.scheduleShares.scheduleId, item.id), eq(t.scheduleShares.userId, userId)));
    return c.json({ data: { id: item.id, userId } });
  })
  .get('/s/shared_schedules', school, async (c) => {
    const where = sharedWithMe(c);
    const page = await listItems(c.get('deps').db, type, where, query(c, libraryQuerySchema));
    return c.json({ ...page, data: await withPlanBodies(c.get('deps').db, page.data) });
  })
  .get('/s/shared_schedules/:id', school, async (c) => {
    const [plan] = await withPlanBodies(c.get('deps').db, [await sharedItem(c)]);
    return c.json({ data: plan as LessonPlan });
  })
  .get('/s/shared_schedules/:id/download', school, async (c) => sendDocument(c, await sharedItem(c)));

/**
 * Runs before the framework's share_to_school (which copies the row as it is): the plan goes to the school only when
 * every item it links opens for the school's readers. The framework's own checks (permissions, the item) come first.
 */
const shareToSchoolGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const scope = scopeOf(c, 'personal');
  demand(type, scope, 'view');
  demand(type, { ...scope, level: 'school' }, 'create');
  const { item } = await itemFor(c, type, 'personal', 'read');
  const { db } = c.get('deps');
  const [plan] = await withPlanBodies(db, [item]);
  const found = await restrictedLinks(db, scope.schoolId, plan!.activities);
  if (found.length) throw invalid({ links: [restrictedMessage(found)] });
  await next();
};

export const scheduleLibrary = new Hono<AppEnv>()
  .post('/s/personal/schedules/:id/share_to_school', school, shareToSchoolGuard)
  // Before the framework's own approve, which knows no role.
  .post('/s/schedules/approve', school, async (c) => {
    const scope = scopeOf(c, 'school');
    demand(type, scope, 'approve');
    const input = await body(c, planApproveSchema);
    const { db } = c.get('deps');
    if (input.roleId !== null) {
      const [role] = await db
        .select({ id: t.schoolRoles.id })
        .from(t.schoolRoles)
        .where(and(eq(t.schoolRoles.id, input.roleId), eq(t.schoolRoles.schoolId, scope.schoolId!)));
      if (!role) throw invalid({ roleId: [MSG.planRoleInvalid] });
    }
    const changed = await db.transaction(async (tx) => {
      const n = await review(tx, type, scope, input.ids, 'approved', undefined);
      await tx
        .update(t.schedules)
        .set({ readerRoleId: input.roleId })
        .where(and(inArray(t.schedules.id, input.ids), eq(t.schedules.level, 'school'), eq(t.schedules.schoolId, scope.schoolId!)));
      return n;
    });
    return c.json({ data: { changed } });
  })
  .route('/', downloadRoute('', 'system', requireAuth))
  .route('/', downloadRoute('/s/personal', 'personal', school))
  .route('/', downloadRoute('/s', 'school', school))
  .route('/', shares)
  .route('/', libraryRoutes(type, fields as unknown as ContentFields));
