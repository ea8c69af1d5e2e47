// Experiments a school's staff read beyond their own libraries: the system library's approved experiments, which a
// teacher opens and copies into her own library as she takes the system's media and bank questions into her content
// (the system library's own list, /experiments, stays its editors'), and one experiment by id from any library the
// caller reads — what a lesson plan's or a STEM topic's link opens. Students hold no experiment permission: refused.
import { Hono, type Context } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { and, eq, or } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { idString, params, query } from '../http/validate.ts';
import { findItem, listItems } from '../library/list.ts';
import { may, scopeOf, visibleWhere, type Scope } from '../library/scope.ts';
import { copyToPersonal } from '../library/sharing.ts';
import { libraryQuerySchema } from '../../../src/shared/schemas/library.ts';
import type { LibraryItem } from '../../../src/shared/library.ts';
import { experimentType as type } from './experiment-type.ts';
import { fields } from './experiment-fields.ts';

const decorate = fields.decorate!;

const idParam = v.object({ id: idString });
const school = every(requireAuth, requireSchool);

/** Whoever reads experiments in this school (its library or their own) also reads the system's approved ones. */
function systemReader(c: Context<AppEnv>): Scope {
  const scope = scopeOf(c, 'school');
  const reads = (['school', 'personal', 'system'] as const).some((level) => may(type, { ...scope, level }, 'view'));
  if (!reads) throw forbidden();
  return { ...scope, level: 'system', schoolId: null };
}

const approvedSystem = (scope: Scope) => and(visibleWhere(type, scope), eq(type.cols.status, 'approved'))!;

/** Every item `scope`'s caller may open in this school: her own, the school's she sees, the system's approved. */
function readableWhere(c: Context<AppEnv>) {
  const scope = scopeOf(c, 'school');
  const levels = [
    may(type, { ...scope, level: 'personal' }, 'view') ? visibleWhere(type, { ...scope, level: 'personal' }) : undefined,
    may(type, scope, 'view') ? visibleWhere(type, scope) : undefined,
  ];
  return or(...levels, approvedSystem(systemReader(c)))!;
}

export const experimentReaders = new Hono<AppEnv>()
  .get('/s/system_experiments', school, async (c) => {
    const scope = systemReader(c);
    const page = await listItems(c.get('deps').db, type, approvedSystem(scope), query(c, libraryQuerySchema));
    return c.json({ ...page, data: await decorate(c, page.data), reviewer: false });
  })
  .get('/s/readable_experiments/:id', school, async (c) => {
    const item = await findItem(c.get('deps').db, type, readableWhere(c), params(c, idParam).id);
    if (!item) throw notFound();
    const [data] = await decorate(c, [item as LibraryItem]);
    return c.json({ data });
  })
  .post('/s/system_experiments/:id/copy', school, async (c) => {
    const scope = systemReader(c);
    const personal: Scope = { ...scopeOf(c, 'school'), level: 'personal' };
    if (!may(type, personal, 'create')) throw forbidden();
    const item = await findItem(c.get('deps').db, type, approvedSystem(scope), params(c, idParam).id);
    if (!item) throw notFound();
    const id = await c.get('deps').db.transaction((tx) => copyToPersonal(tx, type, personal, item.id));
    return c.json({ data: { id } }, 201);
  });
