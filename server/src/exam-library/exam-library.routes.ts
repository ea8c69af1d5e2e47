// Exams in the three libraries (spec §7 exams: admin level, school content /s, personal /s/personal): the library
// routes of the framework with the exam's settings, its parts as the editor reads and saves them, the preview as a
// student sees it, and giving an exam to a teaching group (/s/school_groups/{id}/exams).
import { GAME_OWNERS, miniGameRoutes } from '../mini-games/mini-games.ts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { body, idString, params } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import { libraryRoutes, type ContentFields } from '../library/library-routes.ts';
import { itemFor } from '../library/access.ts';
import { touchItem } from '../library/write.ts';
import { findItem } from '../library/list.ts';
import { forgetStructure, loadStructure, publicFractions, totalPoints } from '../exams/structure.ts';
import { groupTeacher } from '../exams/access.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { LibraryLevel } from '../../../src/shared/library.ts';
import type { LibraryExam } from '../../../src/shared/exam-library.ts';
import type { ResultRelease } from '../../../src/shared/exam.ts';
import { examFields, examStructureSchema, giveExamSchema } from '../../../src/shared/schemas/exam-library.ts';
import { examType as type } from './exam-type.ts';
import { editableExam, saveStructure } from './structure-edit.ts';
import { disposition } from '../http/file-response.ts';
import { DOCX_TYPE } from '../../../src/shared/library.ts';
import { SERVER_MSG } from '../messages.ts';

const fields: ContentFields<typeof examFields> = {
  entries: examFields,
  values: (input) => ({
    durationMinutes: input.durationMinutes,
    resultRelease: input.resultRelease,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
  }),
  async decorate(c, items) {
    if (!items.length) return items;
    const ids = items.map((i) => i.id);
    const { db } = c.get('deps');
    const [settings, placed, given] = await Promise.all([
      db.select().from(t.exams).where(inArray(t.exams.id, ids)),
      db
        .select({ examId: t.examQuestions.examId, point: t.examQuestions.allocatedPoint, type: t.questions.questionType, parentId: t.questions.parentId })
        .from(t.examQuestions)
        .innerJoin(t.questions, eq(t.questions.id, t.examQuestions.questionId))
        .where(inArray(t.examQuestions.examId, ids)),
      db
        .select({ examId: t.examAssignments.examId, n: count() })
        .from(t.examAssignments)
        .where(inArray(t.examAssignments.examId, ids))
        .groupBy(t.examAssignments.examId),
    ]);
    return items.map((item): LibraryExam => {
      const exam = settings.find((e) => e.id === item.id)!;
      const rows = placed.filter((p) => p.examId === item.id);
      return {
        ...item,
        durationMinutes: exam.durationMinutes,
        resultRelease: exam.resultRelease as ResultRelease,
        shuffleQuestions: exam.shuffleQuestions,
        shuffleOptions: exam.shuffleOptions,
        questionCount: rows.filter((r) => r.parentId === null).length,
        totalPoints: rows.filter((r) => r.type !== 'leadingQuestion').reduce((s, r) => s + r.point, 0),
        givenCount: given.find((g) => g.examId === item.id)?.n ?? 0,
      };
    });
  },
};

function structureRoutes(prefix: string, level: LibraryLevel, guard: MiddlewareHandler<AppEnv>) {
  const base = `${prefix}/exams/:id`;
  return (
    new Hono<AppEnv>()
      .get(`${base}/structure`, guard, async (c) => {
        const { item } = await itemFor(c, type, level, 'read');
        return c.json({ data: await editableExam(c.get('deps').db, item.id) });
      })
      .put(`${base}/structure`, guard, async (c) => {
        const { item, scope } = await itemFor(c, type, level, 'change');
        const input = await body(c, examStructureSchema);
        const { db } = c.get('deps');
        await db.transaction(async (tx) => {
          await saveStructure(tx, item.id, input, { userId: scope.userId, schoolId: scope.schoolId });
          await touchItem(tx, type, item.id);
        });
        forgetStructure(db, item.id);
        return c.json({ data: await editableExam(db, item.id) });
      })
      // The exam printed for the class (spec §7 POST download): the questions, then the key on a page of its own.
      .post(`${base}/download`, guard, async (c) => {
        const { item } = await itemFor(c, type, level, 'read');
        const { db, storage } = c.get('deps');
        const [[exam], structure] = await Promise.all([db.select().from(t.exams).where(eq(t.exams.id, item.id)), editableExam(db, item.id)]);
        const [school] = exam!.schoolId ? await db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, exam!.schoolId)) : [];
        const total = structure.fractions.flatMap((f) => f.questions).reduce((sum, q) => sum + q.allocatedPoint, 0);
        // The Word writer (docx, and sharp for pictures) loads with the first export, not with every instance.
        const { examDocument, pictureReader } = await import('../content/word-export.ts');
        const file = await examDocument(
          { schoolName: school?.name ?? null, title: exam!.title, durationMinutes: exam!.durationMinutes, totalPoints: total, fractions: structure.fractions },
          pictureReader(storage),
        );
        return c.body(new Uint8Array(file), 200, {
          'Content-Type': DOCX_TYPE,
          'Content-Disposition': disposition(`${exam!.title}.docx`, 'attachment'),
        });
      })
      // The exam as a student sees it while taking it: no answer key, nothing saved.
      .get(`${base}/preview`, guard, async (c) => {
        const { item } = await itemFor(c, type, level, 'read');
        const { db } = c.get('deps');
        const [exam] = await db.select().from(t.exams).where(eq(t.exams.id, item.id));
        const structure = await loadStructure(db, item.id);
        return c.json({
          data: { title: exam!.title, duration: exam!.durationMinutes * 60, totalPoints: totalPoints(structure), fractions: publicFractions(structure) },
        });
      })
  );
}

const inSchool = every(requireAuth, requireSchool);
const groupParam = v.object({ groupId: idString });

/** An exam the caller may give in this school: their own personal exam, or one approved in the school library. */
async function givableExam(c: Context<AppEnv>, examId: number) {
  const schoolId = c.get('school').schoolId;
  const me = c.get('user').id;
  const visible = and(
    eq(t.exams.schoolId, schoolId),
    or(and(eq(t.exams.level, 'personal'), eq(t.exams.createdBy, me)), and(eq(t.exams.level, 'school'), eq(t.exams.status, 'approved'))),
  )!;
  const item = await findItem(c.get('deps').db, type, visible, examId);
  if (!item) throw new HttpError(422, SERVER_MSG.examNotGivable, { examId: [SERVER_MSG.examNotGivable] });
  const [questions] = await c.get('deps').db.select({ n: count() }).from(t.examQuestions).where(eq(t.examQuestions.examId, examId));
  if (!questions?.n) throw new HttpError(422, MSG.examPartsRequired, { examId: [MSG.examPartsRequired] });
  return item;
}

export const examLibrary = new Hono<AppEnv>()
  .route('/', libraryRoutes(type, fields as unknown as ContentFields))
  .route('/', structureRoutes('', 'system', requireAuth))
  .route('/', structureRoutes('/s', 'school', inSchool))
  .route('/', structureRoutes('/s/personal', 'personal', inSchool))
  .route('/', miniGameRoutes(type, GAME_OWNERS.exam, '', 'system', requireAuth))
  .route('/', miniGameRoutes(type, GAME_OWNERS.exam, '/s', 'school', inSchool))
  .route('/', miniGameRoutes(type, GAME_OWNERS.exam, '/s/personal', 'personal', inSchool))
  .post('/s/school_groups/:groupId/exams', inSchool, async (c) => {
    const { groupId } = params(c, groupParam);
    await groupTeacher(c, groupId);
    const input = await body(c, giveExamSchema);
    const exam = await givableExam(c, input.examId);
    const { db } = c.get('deps');
    const [existing] = await db
      .select({ examId: t.examAssignments.examId })
      .from(t.examAssignments)
      .where(and(eq(t.examAssignments.examId, exam.id), eq(t.examAssignments.groupId, groupId)));
    if (existing) throw new HttpError(422, SERVER_MSG.examAlreadyGiven, { examId: [SERVER_MSG.examAlreadyGiven] });
    await db.insert(t.examAssignments).values({
      examId: exam.id,
      groupId,
      assignedBy: c.get('user').id,
      opensAt: input.opensAt ? new Date(input.opensAt) : null,
      closesAt: input.closesAt ? new Date(input.closesAt) : null,
      maxAttempts: input.maxAttempts,
    });
    return c.json({ data: { examId: exam.id, groupId } }, 201);
  });
