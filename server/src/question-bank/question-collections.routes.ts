// Question banks in the three libraries (spec §7 question_collections and questions, at the admin level, in the
// school (/s) and in the personal library (/s/personal)): the library routes of the framework, plus active/inactive
// and the questions a bank holds.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, idString, params } from '../http/validate.ts';
import { invalid, notFound } from '../http/errors.ts';
import { libraryRoutes, type ContentFields } from '../library/library-routes.ts';
import { itemFor } from '../library/access.ts';
import { touchItem } from '../library/write.ts';
import type { LibraryLevel } from '../../../src/shared/library.ts';
import type { QuestionCollection } from '../../../src/shared/question-bank.ts';
import { questionImportSchema, questionOrderSchema, questionSchema } from '../../../src/shared/schemas/question.ts';
import { questionCollectionType as type } from './collection-type.ts';
import { disposition } from '../http/file-response.ts';
import { DOCX_TYPE } from '../../../src/shared/library.ts';
import { GAME_OWNERS, miniGameRoutes } from '../mini-games/mini-games.ts';
import { deleteQuestion, insertQuestion, questionOf, questionsOf, reorderQuestions, replaceQuestion } from './questions.ts';
import { SERVER_MSG } from '../messages.ts';

const fields: ContentFields = {
  entries: {},
  values: () => ({}),
  async decorate(c, items) {
    if (!items.length) return items;
    const ids = items.map((i) => i.id);
    const { db } = c.get('deps');
    const [counts, actives] = await Promise.all([
      db
        .select({ id: t.questions.collectionId, n: count() })
        .from(t.questions)
        .where(and(inArray(t.questions.collectionId, ids), isNull(t.questions.parentId)))
        .groupBy(t.questions.collectionId),
      db
        .select({ id: t.questionCollections.id, isActive: t.questionCollections.isActive })
        .from(t.questionCollections)
        .where(inArray(t.questionCollections.id, ids)),
    ]);
    const n = new Map(counts.map((r) => [r.id, r.n]));
    const active = new Map(actives.map((r) => [r.id, r.isActive]));
    return items.map((i): QuestionCollection => ({ ...i, isActive: active.get(i.id) ?? true, questionCount: n.get(i.id) ?? 0 }));
  },
};

const questionParam = v.object({ id: idString, questionId: idString });

function questionRoutes(prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
  const base = `${prefix}/question_collections/:id`;
  const change = async (c: Context<AppEnv>) => {
    const { item, scope } = await itemFor(c, type, level, 'change');
    return { home: { collectionId: item.id }, scope };
  };
  const setActive = (isActive: boolean) => async (c: Context<AppEnv>) => {
    const { home } = await change(c);
    await c.get('deps').db.update(t.questionCollections).set({ isActive, updatedAt: new Date() }).where(eq(t.questionCollections.id, home.collectionId));
    return c.json({ data: { id: home.collectionId, isActive } });
  };
  return (
    new Hono<AppEnv>()
      .patch(`${base}/active`, guard, setActive(true))
      .patch(`${base}/inactive`, guard, setActive(false))
      // The bank as a Word document in the import layout, answers underlined (spec §7 download): it imports back.
      .get(`${base}/download`, guard, async (c) => {
        const { item } = await itemFor(c, type, level, 'read');
        const { db, storage } = c.get('deps');
        // The Word writer (docx, and sharp for pictures) loads with the first export, not with every instance.
        const { bankDocument, pictureReader } = await import('../content/word-export.ts');
        const file = await bankDocument(item.name, await questionsOf(db, { collectionId: item.id }), pictureReader(storage));
        return c.body(new Uint8Array(file), 200, { 'Content-Type': DOCX_TYPE, 'Content-Disposition': disposition(`${item.name}.docx`, 'attachment') });
      })
      .get(`${base}/questions`, guard, async (c) => {
        const { item } = await itemFor(c, type, level, 'read');
        return c.json({ data: await questionsOf(c.get('deps').db, { collectionId: item.id }) });
      })
      .post(`${base}/questions`, guard, async (c) => {
        const { home, scope } = await change(c);
        const input = await body(c, questionSchema);
        const { db } = c.get('deps');
        const id = await db.transaction(async (tx) => {
          const created = await insertQuestion(tx, home, input, scope.userId);
          await touchItem(tx, type, home.collectionId);
          return created;
        });
        return c.json({ data: await questionOf(db, home, id) }, 201);
      })
      .post(`${base}/questions/reorder`, guard, async (c) => {
        const { home } = await change(c);
        const { ids } = await body(c, questionOrderSchema);
        const { db } = c.get('deps');
        const ok = await db.transaction(async (tx) => {
          const done = await reorderQuestions(tx, home, ids);
          if (done) await touchItem(tx, type, home.collectionId);
          return done;
        });
        if (!ok) throw invalid({ ids: [SERVER_MSG.questionOrderMismatch] });
        return c.json({ data: await questionsOf(db, home) });
      })
      // An import: every question checked by the schema, then all saved in one transaction, or none.
      .post(`${base}/questions/import`, guard, async (c) => {
        const { home, scope } = await change(c);
        const { questions } = await body(c, questionImportSchema);
        const { db } = c.get('deps');
        await db.transaction(async (tx) => {
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${t.questions.position}) + 1, 0)`.mapWith(Number) })
            .from(t.questions)
            .where(and(eq(t.questions.collectionId, home.collectionId), isNull(t.questions.parentId)));
          for (const [i, q] of questions.entries()) await insertQuestion(tx, home, q, scope.userId, (last?.n ?? 0) + i, `questions.${i}.`);
          await touchItem(tx, type, home.collectionId);
        });
        return c.json({ data: { imported: questions.length } }, 201);
      })
      .get(`${base}/questions/:questionId`, guard, async (c) => {
        const { questionId } = params(c, questionParam);
        const { item } = await itemFor(c, type, level, 'read');
        const question = await questionOf(c.get('deps').db, { collectionId: item.id }, questionId);
        if (!question) throw notFound();
        return c.json({ data: question });
      })
      .put(`${base}/questions/:questionId`, guard, async (c) => {
        const { questionId } = params(c, questionParam);
        const { home, scope } = await change(c);
        const { db } = c.get('deps');
        if (!(await questionOf(db, home, questionId))) throw notFound();
        const input = await body(c, questionSchema);
        await db.transaction(async (tx) => {
          await replaceQuestion(tx, home, questionId, input, scope.userId);
          await touchItem(tx, type, home.collectionId);
        });
        return c.json({ data: await questionOf(db, home, questionId) });
      })
      .delete(`${base}/questions/:questionId`, guard, async (c) => {
        const { questionId } = params(c, questionParam);
        const { home } = await change(c);
        const { db } = c.get('deps');
        if (!(await questionOf(db, home, questionId))) throw notFound();
        await db.transaction(async (tx) => {
          await deleteQuestion(tx, questionId);
          await touchItem(tx, type, home.collectionId);
        });
        return c.json({ data: { id: questionId } });
      })
  );
}

const inSchool = every(requireAuth, requireSchool);

export const questionCollections = new Hono<AppEnv>()
  .route('/', libraryRoutes(type, fields))
  .route('/', questionRoutes('', 'system', requireAuth))
  .route('/', questionRoutes('/s', 'school', inSchool))
  .route('/', questionRoutes('/s/personal', 'personal', inSchool))
  .route('/', miniGameRoutes(type, GAME_OWNERS.bank, '', 'system', requireAuth))
  .route('/', miniGameRoutes(type, GAME_OWNERS.bank, '/s', 'school', inSchool))
  .route('/', miniGameRoutes(type, GAME_OWNERS.bank, '/s/personal', 'personal', inSchool));
