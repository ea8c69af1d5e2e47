// What an English lesson holds, at the three levels (spec §7 english_contents with words, download, import; §4 batch
// delete): its unit, kind and items read and saved whole by the editor, rows of a spreadsheet checked then added all
// or nothing, the lesson as .xlsx, and the school's lessons deleted by ids. A school lesson edited by someone who may
// not approve goes back to review, as the library's own edits do.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body } from '../http/validate.ts';
import { disposition } from '../http/file-response.ts';
import { importRefused, parseRows } from '../http/import-rows.ts';
import { invalid } from '../http/errors.ts';
import type { Queryable } from '../exams/structure.ts';
import { itemFor } from '../library/access.ts';
import { demand, isReviewer, scopeOf, type Scope } from '../library/scope.ts';
import { record } from '../library/record.ts';
import { deleteItems, touchItem } from '../library/write.ts';
import { reviewBatchSchema } from '../../../src/shared/schemas/library.ts';
import type { LibraryItem, LibraryLevel } from '../../../src/shared/library.ts';
import { XLSX_TYPE } from '../../../src/shared/constants.ts';
import { MSG } from '../../../src/shared/messages.ts';
import {
  MAX_ENGLISH_ITEMS,
  englishContentSchema,
  englishImportSchema,
  englishItemSchema,
  type EnglishContent,
  type EnglishItemInput,
  type VocabularyKind,
} from '../../../src/shared/english-content.ts';
import { englishType as type } from './english-type.ts';
import { dictionaryWords, generatedWords } from './dictionary.ts';

async function readContent(db: Queryable, lessonId: number): Promise<EnglishContent> {
  const [lesson] = await db
    .select({ unit: t.englishLessons.unit, kind: t.englishLessons.kind })
    .from(t.englishLessons)
    .where(eq(t.englishLessons.id, lessonId));
  const rows = await db
    .select()
    .from(t.englishItems)
    .where(eq(t.englishItems.lessonId, lessonId))
    .orderBy(asc(t.englishItems.position), asc(t.englishItems.id));
  const dict = await dictionaryWords();
  return {
    unit: lesson!.unit,
    kind: lesson!.kind as VocabularyKind,
    items: rows.map((r) => ({
      id: r.id,
      text: r.text,
      meaning: r.meaning,
      phonetic: r.phonetic,
      example: r.example,
      imageUrl: r.imageUrl,
      audioUrl: r.audioUrl,
      generatedWords: generatedWords(dict, r.text),
    })),
  };
}

const itemRow = (lessonId: number, kind: string, item: EnglishItemInput, position: number) => ({ lessonId, kind, position, ...item, status: 'approved' });

/** After the content changed: the lesson is marked changed, and a school lesson goes back to review unless a reviewer changed it. */
async function changed(db: Queryable, scope: Scope, item: LibraryItem) {
  await touchItem(db, type, item.id);
  if (scope.level === 'school' && !isReviewer(type, scope)) {
    await db.update(t.englishLessons).set({ status: 'pending', reviewReason: null }).where(eq(t.englishLessons.id, item.id));
  }
  await record(db, type, [{ itemId: item.id, action: 'update', actorId: scope.userId }]);
}

function levelRoutes(prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
  const base = `${prefix}/${type.path}/:id`;
  return new Hono<AppEnv>()
    .get(`${base}/content`, guard, async (c) => {
      const { item } = await itemFor(c, type, level, 'read');
      return c.json({ data: await readContent(c.get('deps').db, item.id) });
    })
    .put(`${base}/content`, guard, async (c) => {
      const { scope, item } = await itemFor(c, type, level, 'change');
      const input = await body(c, englishContentSchema);
      const { db } = c.get('deps');
      await db.transaction(async (tx) => {
        await tx.update(t.englishLessons).set({ unit: input.unit, kind: input.kind }).where(eq(t.englishLessons.id, item.id));
        // Items are saved whole: the editor holds the lesson's list, and history rows keep their text when an item goes.
        await tx.delete(t.englishItems).where(eq(t.englishItems.lessonId, item.id));
        if (input.items.length) await tx.insert(t.englishItems).values(input.items.map((it, i) => itemRow(item.id, input.kind, it, i)));
        await changed(tx, scope, item);
      });
      return c.json({ data: await readContent(db, item.id) });
    })
    .post(`${base}/import`, guard, async (c) => {
      const { scope, item } = await itemFor(c, type, level, 'change');
      const input = await body(c, englishImportSchema);
      const { issues, parsed } = parseRows(englishItemSchema, input.rows);
      const { db } = c.get('deps');
      const [held] = await db.select({ n: count() }).from(t.englishItems).where(eq(t.englishItems.lessonId, item.id));
      if ((held?.n ?? 0) + input.rows.length > MAX_ENGLISH_ITEMS) throw invalid({ rows: [MSG.englishTooManyItems] });
      const result = { total: input.rows.length, issues, saved: false };
      if (input.dryRun) return c.json({ data: result });
      if (issues.length) throw importRefused(MSG.englishImportHasErrors, issues);
      await db.transaction(async (tx) => {
        const [lesson] = await tx.select({ kind: t.englishLessons.kind }).from(t.englishLessons).where(eq(t.englishLessons.id, item.id));
        const from = held?.n ?? 0;
        await tx.insert(t.englishItems).values(parsed.map((p, i) => itemRow(item.id, lesson!.kind, p.row, from + i)));
        await changed(tx, scope, item);
      });
      return c.json({ data: { ...result, saved: true } });
    })
    .get(`${base}/download`, guard, async (c) => {
      const { item } = await itemFor(c, type, level, 'read');
      const content = await readContent(c.get('deps').db, item.id);
      const { englishWorkbook } = await import('./english-sheet.ts');
      const file = await englishWorkbook(item.name, content.items);
      return c.body(new Uint8Array(file), 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': disposition(`${item.name}.xlsx`, 'attachment') });
    });
}

/** The school's lessons among `ids` deleted at once (spec §7 english_contents batch delete), by who may delete them. */
async function batchDelete(c: Context<AppEnv>) {
  const scope = scopeOf(c, 'school');
  demand(type, scope, 'delete');
  const input = await body(c, reviewBatchSchema);
  const { db } = c.get('deps');
  const l = t.englishLessons;
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: l.id })
      .from(l)
      .where(and(inArray(l.id, input.ids), eq(l.level, 'school'), eq(l.schoolId, scope.schoolId!)));
    const ids = rows.map((r) => r.id);
    await deleteItems(tx, type, ids);
    await record(
      tx,
      type,
      ids.map((itemId) => ({ itemId, action: 'delete', actorId: scope.userId })),
    );
    return ids.length;
  });
  return c.json({ data: { deleted } });
}

const school = every(requireAuth, requireSchool);

export const englishContent = new Hono<AppEnv>()
  .post(`/s/${type.path}/delete`, school, batchDelete)
  .route('/', levelRoutes('', 'system', requireAuth))
  .route('/', levelRoutes('/s/personal', 'personal', school))
  .route('/', levelRoutes('/s', 'school', school));
