// The system's catalogues (subjects, grades, suppliers, topics), whatever the kind: a list in the order the selections
// follow, searched without accents; writes under one lock per catalogue so two saves of one name, or two moves, never
// interleave; deletes refused while anything names the entry.
//
// Names are unique per catalogue (a topic's: per subject) compared without letter case and without accents
// (src/shared/fold.ts): "Toan" beside "Toán" is almost always the same subject typed without Telex, and the lists'
// accent-free search could not tell them apart either.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../exams/structure.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import { containsFolded } from '../http/search.ts';
import { CATALOGUE_MSG, CATALOGUES, type CatalogueItem, type CatalogueKind } from '../../../src/shared/catalogues.ts';
import type { CatalogueInput } from '../../../src/shared/schemas/catalogue.ts';
import { fold } from '../../../src/shared/fold.ts';
import { fillPlaceholders } from '../../../src/shared/ui-text.ts';
import { STORES } from './stores.ts';
import { groupThousands, usageOf } from './usage.ts';

type Row = Omit<CatalogueItem, 'usage'>;

/** Every row with its 1-based place in the order (position, then id: rows never moved share position 0). */
const ranked = (kind: CatalogueKind) =>
  sql`select c.id, c.name, row_number() over (order by c.position, c.id)::int as position ${STORES[kind].extra}
    from ${sql.identifier(STORES[kind].table)} c`;

async function rows(db: Queryable, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) => ({ ...r, id: Number(r.id), position: Number(r.position) }));
}

async function scalar(db: Queryable, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string | null }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function withUsage(db: Queryable, kind: CatalogueKind, list: Row[]): Promise<CatalogueItem[]> {
  const usage = await usageOf(
    db,
    STORES[kind].table,
    list.map((r) => r.id),
  );
  return list.map((r) => ({ ...r, usage: usage.get(r.id)?.total ?? 0 }));
}

export async function listCatalogue(db: Queryable, kind: CatalogueKind, q: { name?: string; page: number; perPage: number }) {
  const where = q.name ? sql`where ${containsFolded(sql`r.name`, q.name)}` : sql``;
  const page = await rows(
    db,
    sql`with r as (${ranked(kind)}) select * from r ${where} order by r.position limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
  );
  const total = await scalar(db, sql`with r as (${ranked(kind)}) select count(*)::int as n from r ${where}`);
  return { items: await withUsage(db, kind, page), total };
}

export async function findCatalogueItem(db: Queryable, kind: CatalogueKind, id: number): Promise<CatalogueItem> {
  const [row] = await rows(db, sql`with r as (${ranked(kind)}) select * from r where r.id = ${id}`);
  if (!row) throw notFound();
  return (await withUsage(db, kind, [row]))[0]!;
}

/** Serialises the writes of one catalogue until the transaction ends. */
async function lock(tx: Queryable, kind: CatalogueKind) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${kind}`}))`);
}

async function assertNameFree(tx: Queryable, kind: CatalogueKind, input: CatalogueInput, exceptId: number | null) {
  const store = STORES[kind];
  const taken = await rows(tx, sql`select c.id, c.name, 0 as position from ${sql.identifier(store.table)} c where ${store.scope(input)}`);
  const clash = taken.find((r) => r.id !== exceptId && fold(r.name) === fold(input.name));
  if (clash) throw invalid({ name: [fillPlaceholders(CATALOGUE_MSG.nameExists, [CATALOGUES[kind].noun, clash.name])] });
}

export async function createCatalogueItem(db: Db, kind: CatalogueKind, input: CatalogueInput): Promise<number> {
  const store = STORES[kind];
  return db.transaction(async (tx) => {
    await lock(tx, kind);
    await store.check?.(tx, input);
    await assertNameFree(tx, kind, input, null);
    // Added last: the order the administrator made is kept.
    const last = await scalar(tx, sql`select max(position) as n from ${sql.identifier(store.table)}`);
    return store.insert(tx, input, last + 1);
  });
}

export async function updateCatalogueItem(db: Db, kind: CatalogueKind, id: number, input: CatalogueInput): Promise<void> {
  const store = STORES[kind];
  await db.transaction(async (tx) => {
    await lock(tx, kind);
    await findCatalogueItem(tx, kind, id);
    await store.check?.(tx, input);
    await assertNameFree(tx, kind, input, id);
    await store.update(tx, id, input);
  });
}

/** Moves one entry to a 1-based place (past the end: last) and numbers the whole catalogue 1..n. */
export async function moveCatalogueItem(db: Db, kind: CatalogueKind, id: number, position: number): Promise<void> {
  const table = sql.identifier(STORES[kind].table);
  await db.transaction(async (tx) => {
    await lock(tx, kind);
    const all = (await tx.execute(sql`select id from ${table} order by position, id`)) as unknown as { rows: { id: number }[] };
    const order = all.rows.map((r) => Number(r.id));
    const from = order.indexOf(id);
    if (from < 0) throw notFound();
    order.splice(from, 1);
    order.splice(Math.min(position, order.length + 1) - 1, 0, id);
    const values = sql.join(
      order.map((rowId, i) => sql`(${rowId}::integer, ${i + 1}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`update ${table} c set position = v.p from (values ${values}) as v(id, p) where c.id = v.id and c.position <> v.p`);
  });
}

export async function deleteCatalogueItem(db: Db, kind: CatalogueKind, id: number): Promise<void> {
  const table = STORES[kind].table;
  await db.transaction(async (tx) => {
    await lock(tx, kind);
    // The row lock waits for anything being filed under the entry right now (a foreign key check shares the row) and
    // holds off new ones, so the count below is final: nothing silently loses its subject through ON DELETE SET NULL.
    const locked = (await tx.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`)) as unknown as { rows: unknown[] };
    if (!locked.rows.length) throw notFound();
    const usage = (await usageOf(tx, table, [id])).get(id);
    if (usage && usage.total > 0) {
      const parts = usage.parts.map((p) => `${groupThousands(p.count)} ${p.label}`).join(', ');
      const message = fillPlaceholders(CATALOGUE_MSG.inUse, [CATALOGUES[kind].noun, groupThousands(usage.total), parts]);
      throw new HttpError(422, message, { id: [message] });
    }
    await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
  });
}

/** Suppliers: an inactive one stays on what names it and leaves the selections. */
export async function setCatalogueActive(db: Queryable, kind: CatalogueKind, id: number, isActive: boolean): Promise<void> {
  const result = (await db.execute(sql`update ${sql.identifier(STORES[kind].table)} set is_active = ${isActive} where id = ${id} returning id`)) as unknown as {
    rows: unknown[];
  };
  if (!result.rows.length) throw notFound();
}
