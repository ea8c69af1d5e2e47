// What an English lesson adds to the library item: its grade is a school year the practice screens filter by, read
// from the chosen grade, and both the series and the grade are required (the practice lists are by series and grade).
// Unit and kind are set in the lesson's editor (english-content.routes.ts); lists show them with the item count.
import * as v from 'valibot';
import { eq, inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import type { ContentFields } from '../library/library-routes.ts';
import type { LibraryMetaInput } from '../../../src/shared/schemas/library.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { VOCABULARY_KINDS, type EnglishLesson, type VocabularyKind } from '../../../src/shared/english-content.ts';
import { query } from '../http/validate.ts';

const kindQuery = v.object({ kind: v.optional(v.picklist(VOCABULARY_KINDS, MSG.invalidInput)) });

export const englishFields: ContentFields = {
  entries: {},
  async values(input, { db, current }) {
    const meta = input as unknown as LibraryMetaInput;
    const errors: Record<string, string[]> = {};
    if (meta.textbookSeriesId === null) errors.textbookSeriesId = [MSG.englishSeriesRequired];
    const [grade] = meta.gradeId === null ? [] : await db.select({ level: t.grades.level }).from(t.grades).where(eq(t.grades.id, meta.gradeId));
    if (!grade) errors.gradeId = [MSG.englishGradeRequired];
    if (Object.keys(errors).length) throw invalid(errors);
    return current ? { grade: grade!.level } : { grade: grade!.level, unit: '', kind: 'word' };
  },
  filter(c) {
    const { kind } = query(c, kindQuery);
    return kind ? eq(t.englishLessons.kind, kind) : undefined;
  },
  async decorate(c, items) {
    if (!items.length) return items;
    const l = t.englishLessons;
    const rows = await c
      .get('deps')
      .db.select({
        id: l.id,
        unit: l.unit,
        kind: l.kind,
        grade: l.grade,
        itemCount: sql<number>`(select count(*) from english_items i where i.lesson_id = english_lessons.id)`,
      })
      .from(l)
      .where(
        inArray(
          l.id,
          items.map((i) => i.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return items.map((item): EnglishLesson => {
      const row = byId.get(item.id)!;
      return { ...item, unit: row.unit, kind: row.kind as VocabularyKind, gradeLevel: row.grade, itemCount: Number(row.itemCount) };
    });
  },
};
