// Categories of the libraries (spec §7 admin level categories, school content categories, selections categories):
// the system's managed with the system 'category' permissions, a school's by those who edit that school library.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { forbidden } from '../http/errors.ts';
import { categorySchema, categoryTypeSchema } from '../../../src/shared/schemas/library.ts';
import { LIBRARY_KINDS, type CategoryType } from '../../../src/shared/library.ts';
import { hasPermission, type PermissionKey } from '../../../src/shared/permissions.ts';
import { categoryType, createCategory, deleteCategory, listCategories, updateCategory } from './categories.ts';

const typeQuery = v.object({ type: categoryTypeSchema });
const typeParam = v.object({ type: categoryTypeSchema });
const idParam = v.object({ id: idString });

/** A school's categories of a type are managed by whoever may edit that type in the school library. */
function schoolEditor(c: Context<AppEnv>, type: CategoryType) {
  const kind = Object.values(LIBRARY_KINDS).find((k) => k.categoryType === type);
  const grants = c.get('grants');
  // Types whose libraries are not built yet: the school's administrators only.
  const allowed = kind ? hasPermission(grants, `${kind.groupKeys.school}.update` as PermissionKey) : grants.schoolAdmin || grants.superAdmin;
  if (!allowed) throw forbidden();
}

export const categories = new Hono<AppEnv>()
  .get('/categories', requireAuth, requirePermission('category.view'), async (c) => {
    const { type } = query(c, typeQuery);
    return c.json({ data: await listCategories(c.get('deps').db, type, null) });
  })
  .post('/categories', requireAuth, requirePermission('category.create'), async (c) => {
    const { type } = query(c, typeQuery);
    const input = await body(c, categorySchema);
    const { db } = c.get('deps');
    const id = await createCategory(db, type, null, input);
    return c.json({ data: (await listCategories(db, type, null)).find((x) => x.id === id) }, 201);
  })
  .patch('/categories/:id', requireAuth, requirePermission('category.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, categorySchema);
    const { db } = c.get('deps');
    const type = await updateCategory(db, null, id, input);
    return c.json({ data: (await listCategories(db, type, null)).find((x) => x.id === id) });
  })
  .delete('/categories/:id', requireAuth, requirePermission('category.delete'), async (c) => {
    const { id } = params(c, idParam);
    await deleteCategory(c.get('deps').db, null, id);
    return c.json({ data: { id } });
  })
  .get('/s/categories', requireAuth, requireSchool, async (c) => {
    const { type } = query(c, typeQuery);
    return c.json({ data: await listCategories(c.get('deps').db, type, c.get('school').schoolId) });
  })
  .post('/s/categories', requireAuth, requireSchool, async (c) => {
    const { type } = query(c, typeQuery);
    schoolEditor(c, type);
    const input = await body(c, categorySchema);
    const { db } = c.get('deps');
    const schoolId = c.get('school').schoolId;
    const id = await createCategory(db, type, schoolId, input);
    return c.json({ data: (await listCategories(db, type, schoolId)).find((x) => x.id === id) }, 201);
  })
  .patch('/s/categories/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const schoolId = c.get('school').schoolId;
    schoolEditor(c, await categoryType(db, schoolId, id));
    const input = await body(c, categorySchema);
    const type = await updateCategory(db, schoolId, id, input);
    return c.json({ data: (await listCategories(db, type, schoolId)).find((x) => x.id === id) });
  })
  .delete('/s/categories/:id', requireAuth, requireSchool, async (c) => {
    const { id } = params(c, idParam);
    const { db } = c.get('deps');
    const schoolId = c.get('school').schoolId;
    schoolEditor(c, await categoryType(db, schoolId, id));
    await deleteCategory(db, schoolId, id);
    return c.json({ data: { id } });
  })
  // Options for filters and forms: the system's categories, and in a school also the school's own.
  .get('/selections/categories/:type', requireAuth, async (c) => {
    const { type } = params(c, typeParam);
    return c.json({ data: await listCategories(c.get('deps').db, type, null) });
  })
  .get('/s/selections/categories/:type', requireAuth, requireSchool, async (c) => {
    const { type } = params(c, typeParam);
    return c.json({ data: await listCategories(c.get('deps').db, type, c.get('school').schoolId, true) });
  });
