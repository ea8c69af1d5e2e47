// Reading and changing one item of a level: the item if the caller sees it (else 404), and whether they may change
// it — with the permission, or as the author of a school item not yet approved.
import * as v from 'valibot';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { idString, params } from '../http/validate.ts';
import type { LibraryItem, LibraryLevel } from '../../../src/shared/library.ts';
import type { ContentType } from './content-type.ts';
import { demand, may, scopeOf, visibleWhere, type Scope } from './scope.ts';
import { findItem } from './list.ts';

const idParam = v.object({ id: idString });

export async function visibleItem(c: Context<AppEnv>, type: ContentType, scope: Scope, id = params(c, idParam).id): Promise<LibraryItem> {
  const item = await findItem(c.get('deps').db, type, visibleWhere(type, scope), id);
  if (!item) throw notFound();
  return item;
}

export function mayChange(type: ContentType, scope: Scope, item: Pick<LibraryItem, 'owner' | 'status'>, action: 'update' | 'delete'): boolean {
  if (may(type, scope, action)) return true;
  return scope.level === 'school' && item.owner?.id === scope.userId && item.status !== 'approved' && may(type, scope, 'create');
}

/** The item of the path's :id for reading (view permission) or changing (update permission or authorship). */
export async function itemFor(c: Context<AppEnv>, type: ContentType, level: LibraryLevel, intent: 'read' | 'change', id?: number) {
  const scope = scopeOf(c, level);
  demand(type, scope, 'view');
  const item = await visibleItem(c, type, scope, id);
  if (intent === 'change' && !mayChange(type, scope, item, 'update')) throw forbidden();
  return { scope, item };
}
