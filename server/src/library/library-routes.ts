// The library API of one content type at its three levels (spec §7 admin level, school content /s, personal
// /s/personal): list with filters, read, create, edit, delete; review in a school; share, transfer and copy from a
// personal library, and copy from the school's into one's own. A content type's route module calls this once and adds
// its own routes (what its items hold).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { and, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, idString, params, query } from '../http/validate.ts';
import { forbidden } from '../http/errors.ts';
import { libraryMetaFields, libraryQuerySchema, reviewBatchSchema } from '../../../src/shared/schemas/library.ts';
import type { LibraryItem, LibraryLevel } from '../../../src/shared/library.ts';
import type { ContentType } from './content-type.ts';
import { demand, isReviewer, scopeOf, visibleWhere, type Scope } from './scope.ts';
import { mayChange as mayChangeItem, visibleItem } from './access.ts';
import { findItem, listItems } from './list.ts';
import { createItem, deleteItems, updateItem } from './write.ts';
import { record } from './record.ts';
import type { Queryable } from '../exams/structure.ts';
import { log } from '../platform/logger.ts';
import { review } from './review.ts';
import { copyToPersonal, shareToSchool, shareToUser, transfer } from './sharing.ts';

/** Where a content type's fields are written: the transaction, the caller's scope, the item being edited (if any). */
export interface FieldContext {
  db: Queryable;
  scope: Scope;
  current?: LibraryItem;
}

/** What a content type adds to the generic item: its own body fields and the columns they fill. */
export interface ContentFields<E extends v.ObjectEntries = v.ObjectEntries> {
  entries: E;
  /** The columns the fields fill; may check them against the database (a file must be the caller's) and throw. */
  values(input: v.InferOutput<v.ObjectSchema<E, undefined>>, at: FieldContext): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The type's own list filter, read from the query string (English lessons by kind); undefined: none asked. */
  filter?(c: Context<AppEnv>): SQL | undefined;
  /** Adds the type's own fields (counts, settings) to items about to be sent. */
  decorate?(c: Context<AppEnv>, items: LibraryItem[]): Promise<LibraryItem[]>;
}

const userParam = v.object({ id: idString, userId: idString });

export function libraryRoutes(type: ContentType, fields: ContentFields) {
  const writeSchema = v.object({ ...libraryMetaFields, ...fields.entries });
  const decorate = async (c: Context<AppEnv>, items: LibraryItem[]) => (fields.decorate ? fields.decorate(c, items) : items);
  const app = new Hono<AppEnv>();

  const visible = (c: Context<AppEnv>, scope: Scope) => visibleItem(c, type, scope);
  const mayChange = (scope: Scope, item: LibraryItem, action: 'update' | 'delete') => mayChangeItem(type, scope, item, action);

  function mount(prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
    const base = `${prefix}/${type.path}`;
    app.get(base, guard, async (c) => {
      const scope = scopeOf(c, level);
      demand(type, scope, 'view');
      const q = query(c, libraryQuerySchema);
      const own = fields.filter?.(c);
      const page = await listItems(c.get('deps').db, type, own ? and(visibleWhere(type, scope), own)! : visibleWhere(type, scope), q);
      return c.json({ ...page, data: await decorate(c, page.data), reviewer: isReviewer(type, scope) });
    });
    app.post(base, guard, async (c) => {
      const scope = scopeOf(c, level);
      demand(type, scope, 'create');
      const input = await body(c, writeSchema);
      const { db } = c.get('deps');
      const id = await db.transaction(async (tx) => {
        const created = await createItem(tx, type, scope, input, await fields.values(input, { db: tx, scope }), isReviewer(type, scope));
        await record(tx, type, [{ itemId: created, action: 'create', actorId: scope.userId }]);
        return created;
      });
      const [item] = await decorate(c, [(await findItem(db, type, visibleWhere(type, scope), id))!]);
      return c.json({ data: item }, 201);
    });
    app.get(`${base}/:id`, guard, async (c) => {
      const scope = scopeOf(c, level);
      demand(type, scope, 'view');
      const [item] = await decorate(c, [await visible(c, scope)]);
      return c.json({ data: item });
    });
    app.patch(`${base}/:id`, guard, async (c) => {
      const scope = scopeOf(c, level);
      const item = await visible(c, scope);
      if (!mayChange(scope, item, 'update')) throw forbidden();
      const input = await body(c, writeSchema);
      const { db } = c.get('deps');
      await db.transaction(async (tx) => {
        await updateItem(tx, type, scope, item.id, input, await fields.values(input, { db: tx, scope, current: item }), isReviewer(type, scope));
        await record(tx, type, [{ itemId: item.id, action: 'update', actorId: scope.userId }]);
      });
      const [updated] = await decorate(c, [(await findItem(db, type, visibleWhere(type, scope), item.id))!]);
      return c.json({ data: updated });
    });
    app.delete(`${base}/:id`, guard, async (c) => {
      const scope = scopeOf(c, level);
      const item = await visible(c, scope);
      if (!mayChange(scope, item, 'delete')) throw forbidden();
      const { db, storage } = c.get('deps');
      const freed = await db.transaction(async (tx) => {
        const keys = await deleteItems(tx, type, [item.id]);
        await record(tx, type, [{ itemId: item.id, action: 'delete', actorId: scope.userId }]);
        return keys;
      });
      // A key whose bytes cannot be removed now stays as an orphan in storage: its row is gone, nothing serves it.
      await Promise.all(freed.map((key) => storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'))));
      return c.json({ data: { id: item.id } });
    });
  }

  const school = every(requireAuth, requireSchool);
  mount('', 'system', requireAuth);
  mount('/s/personal', 'personal', school);

  // Review comes before the school level's /:id routes so 'approve' is never read as an id.
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['pending', 'pending'],
  ] as const) {
    app.post(`/s/${type.path}/${action}`, school, async (c) => {
      const scope = scopeOf(c, 'school');
      demand(type, scope, 'approve');
      const input = await body(c, reviewBatchSchema);
      const { db } = c.get('deps');
      const changed = await db.transaction((tx) => review(tx, type, scope, input.ids, status, input.reason));
      return c.json({ data: { changed } });
    });
  }
  mount('/s', 'school', school);

  // A school item copied into the caller's personal library.
  app.post(`/s/${type.path}/:id/copy`, school, async (c) => {
    const scope = scopeOf(c, 'school');
    demand(type, scope, 'view');
    demand(type, { ...scope, level: 'personal' }, 'create');
    const item = await visible(c, scope);
    const id = await c.get('deps').db.transaction((tx) => copyToPersonal(tx, type, scope, item.id));
    return c.json({ data: { id } }, 201);
  });

  const personal = `/s/personal/${type.path}/:id`;
  app.post(`${personal}/share_to_school`, school, async (c) => {
    const scope = scopeOf(c, 'personal');
    demand(type, scope, 'view');
    demand(type, { ...scope, level: 'school' }, 'create');
    const item = await visible(c, scope);
    const id = await c.get('deps').db.transaction((tx) => shareToSchool(tx, type, scope, item.id));
    return c.json({ data: { id } }, 201);
  });
  app.post(`${personal}/copy`, school, async (c) => {
    const scope = scopeOf(c, 'personal');
    demand(type, scope, 'create');
    const item = await visible(c, scope);
    const id = await c.get('deps').db.transaction((tx) => copyToPersonal(tx, type, scope, item.id));
    return c.json({ data: { id } }, 201);
  });
  app.post(`${personal}/transfer/to/:userId`, school, async (c) => {
    const scope = scopeOf(c, 'personal');
    demand(type, scope, 'update');
    const { userId } = params(c, userParam);
    const item = await visible(c, scope);
    await c.get('deps').db.transaction((tx) => transfer(tx, type, scope, item, userId));
    return c.json({ data: { id: item.id } });
  });
  app.post(`${personal}/share_to_user/:userId`, school, async (c) => {
    const scope = scopeOf(c, 'personal');
    demand(type, scope, 'view');
    const { userId } = params(c, userParam);
    const item = await visible(c, scope);
    const id = await c.get('deps').db.transaction((tx) => shareToUser(tx, type, scope, item, userId));
    return c.json({ data: { id } }, 201);
  });
  return app;
}
