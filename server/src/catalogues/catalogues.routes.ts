// The system administrator's catalogues (spec §2 system settings, §7 admin level subjects, grades, suppliers,
// topics): GET/POST /{kind}, PATCH/DELETE /{kind}/{id}, PATCH /{kind}/order (move one entry to a place), and for
// suppliers PATCH /suppliers/{id}/active and /inactive. Each kind is guarded by its system permissions (spec §6
// subject.*, grade.*, supplier.*, topic.*); the selections every library form reads follow the same order.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, paginated, pagination, params, query, nameSearch } from '../http/validate.ts';
import { CATALOGUE_KINDS, CATALOGUES, cataloguePermission, type CatalogueKind } from '../../../src/shared/catalogues.ts';
import { CATALOGUE_SCHEMAS, catalogueOrderSchema } from '../../../src/shared/schemas/catalogue.ts';
import {
  createCatalogueItem,
  deleteCatalogueItem,
  findCatalogueItem,
  listCatalogue,
  moveCatalogueItem,
  setCatalogueActive,
  updateCatalogueItem,
} from './catalogues.ts';

const listQuery = v.object({ ...pagination, name: nameSearch });
const idParam = v.object({ id: idString });

function catalogueRoutes(kind: CatalogueKind) {
  const base = `/${kind}`;
  const item = `${base}/:id{[0-9]+}`;
  const schema = CATALOGUE_SCHEMAS[kind];
  const may = (action: 'view' | 'create' | 'update' | 'delete') => requirePermission(cataloguePermission(kind, action));
  const app = new Hono<AppEnv>()
    .get(base, requireAuth, may('view'), async (c) => {
      const q = query(c, listQuery);
      const { items, total } = await listCatalogue(c.get('deps').db, kind, { name: q.name || undefined, page: q.page, perPage: q.perPage });
      return c.json(paginated(items, total, q.page, q.perPage));
    })
    .post(base, requireAuth, may('create'), async (c) => {
      const input = await body(c, schema);
      const { db } = c.get('deps');
      const id = await createCatalogueItem(db, kind, input);
      return c.json({ data: await findCatalogueItem(db, kind, id) }, 201);
    })
    .patch(`${base}/order`, requireAuth, may('update'), async (c) => {
      const { id, position } = await body(c, catalogueOrderSchema);
      const { db } = c.get('deps');
      await moveCatalogueItem(db, kind, id, position);
      return c.json({ data: await findCatalogueItem(db, kind, id) });
    })
    .patch(item, requireAuth, may('update'), async (c) => {
      const { id } = params(c, idParam);
      const input = await body(c, schema);
      const { db } = c.get('deps');
      await updateCatalogueItem(db, kind, id, input);
      return c.json({ data: await findCatalogueItem(db, kind, id) });
    })
    .delete(item, requireAuth, may('delete'), async (c) => {
      const { id } = params(c, idParam);
      await deleteCatalogueItem(c.get('deps').db, kind, id);
      return c.json({ data: { id } });
    });
  if (CATALOGUES[kind].activatable) {
    for (const [path, isActive] of [
      ['active', true],
      ['inactive', false],
    ] as const) {
      app.patch(`${item}/${path}`, requireAuth, may('update'), async (c) => {
        const { id } = params(c, idParam);
        const { db } = c.get('deps');
        await setCatalogueActive(db, kind, id, isActive);
        return c.json({ data: await findCatalogueItem(db, kind, id) });
      });
    }
  }
  return app;
}

export const catalogues = new Hono<AppEnv>();
for (const kind of CATALOGUE_KINDS) catalogues.route('/', catalogueRoutes(kind));
