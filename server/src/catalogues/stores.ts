// What differs between the four catalogues: their table, the columns a row shows besides its name, how a row is
// written, and the scope its name must be unique in. Everything else (lists, order, deletes) is catalogues.ts.
import { eq, sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { CATALOGUE_MSG, type CatalogueKind } from '../../../src/shared/catalogues.ts';
import type { CatalogueInput } from '../../../src/shared/schemas/catalogue.ts';

export interface Store {
  table: string;
  /** More columns of a list row, selected from the catalogue's table aliased `c`. */
  extra: SQL;
  /** The rows whose names a new or renamed entry must differ from (alias `c`). */
  scope: (input: CatalogueInput) => SQL;
  /** Checks what the input points at (a topic's subject). */
  check?: (db: Queryable, input: CatalogueInput) => Promise<void>;
  insert: (db: Queryable, input: CatalogueInput, position: number) => Promise<number>;
  update: (db: Queryable, id: number, input: CatalogueInput) => Promise<void>;
}

const everyRow = () => sql`true`;

export const STORES: Record<CatalogueKind, Store> = {
  subjects: {
    table: 'subjects',
    extra: sql``,
    scope: everyRow,
    insert: async (db, input, position) => (await db.insert(t.subjects).values({ name: input.name, position }).returning({ id: t.subjects.id }))[0]!.id,
    update: async (db, id, input) => {
      await db.update(t.subjects).set({ name: input.name }).where(eq(t.subjects.id, id));
    },
  },
  grades: {
    table: 'grades',
    extra: sql`, c.level`,
    scope: everyRow,
    insert: async (db, input, position) =>
      (await db.insert(t.grades).values({ name: input.name, level: input.level!, position }).returning({ id: t.grades.id }))[0]!.id,
    update: async (db, id, input) => {
      await db.update(t.grades).set({ name: input.name, level: input.level! }).where(eq(t.grades.id, id));
    },
  },
  suppliers: {
    table: 'suppliers',
    extra: sql`, c.is_active as "isActive"`,
    scope: everyRow,
    insert: async (db, input, position) => (await db.insert(t.suppliers).values({ name: input.name, position }).returning({ id: t.suppliers.id }))[0]!.id,
    update: async (db, id, input) => {
      await db.update(t.suppliers).set({ name: input.name }).where(eq(t.suppliers.id, id));
    },
  },
  topics: {
    table: 'topics',
    extra: sql`, c.subject_id as "subjectId", (select s.name from subjects s where s.id = c.subject_id) as "subjectName"`,
    // One subject's topics are named apart; "Ôn tập chương 1" may be a topic of Toán and of Ngữ văn.
    scope: (input) => sql`c.subject_id is not distinct from ${input.subjectId ?? null}::integer`,
    check: async (db, input) => {
      if (input.subjectId == null) return;
      const [subject] = await db.select({ id: t.subjects.id }).from(t.subjects).where(eq(t.subjects.id, input.subjectId));
      if (!subject) throw invalid({ subjectId: [CATALOGUE_MSG.topicSubjectInvalid] });
    },
    insert: async (db, input, position) =>
      (
        await db
          .insert(t.topics)
          .values({ name: input.name, subjectId: input.subjectId ?? null, position })
          .returning({ id: t.topics.id })
      )[0]!.id,
    update: async (db, id, input) => {
      await db
        .update(t.topics)
        .set({ name: input.name, subjectId: input.subjectId ?? null })
        .where(eq(t.topics.id, id));
    },
  },
};
