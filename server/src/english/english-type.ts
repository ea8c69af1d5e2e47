// English lessons as a library content type (spec §2 …/elsa, §7 english_contents): a lesson row holds the library
// columns, its items are copied with it (share to the school, copy, send to a colleague) and deleted with it.
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { ContentType } from '../library/content-type.ts';

const l = t.englishLessons;

export const englishType: ContentType = {
  kind: 'english',
  path: 'english_lessons',
  categoryType: 'english_content',
  table: l,
  cols: {
    id: l.id,
    name: l.title,
    description: l.description,
    schoolId: l.schoolId,
    ownerId: l.ownerId,
    level: l.level,
    status: l.status,
    reviewReason: l.reviewReason,
    reviewedBy: l.reviewedBy,
    reviewedAt: l.reviewedAt,
    categoryId: l.categoryId,
    subjectId: l.subjectId,
    gradeId: l.gradeId,
    supplierId: l.supplierId,
    textbookSeriesId: l.seriesId,
    topicId: l.topicId,
    sourceId: l.sourceId,
    searchText: l.searchText,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
  },
  props: { name: 'title', textbookSeriesId: 'seriesId' },
  async copyContent(db, fromId, toId) {
    const items = await db.select().from(t.englishItems).where(eq(t.englishItems.lessonId, fromId)).orderBy(asc(t.englishItems.position));
    if (!items.length) return;
    await db.insert(t.englishItems).values(items.map(({ id: _id, ...item }) => ({ ...item, lessonId: toId })));
  },
};
