// Seeds the system library's English content (english-content.ts): lessons and their items, in order, each lesson
// filed under the grade of its school year so the library's grade filter and search find it.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { fold } from '../../../src/shared/fold.ts';
import { ENGLISH_LESSONS } from './english-content.ts';

export async function seedEnglishContent(db: Db): Promise<void> {
  const grades = await db.select({ id: t.grades.id, level: t.grades.level }).from(t.grades);
  for (const [position, lesson] of ENGLISH_LESSONS.entries()) {
    const [row] = await db
      .insert(t.englishLessons)
      .values({
        seriesId: lesson.seriesId,
        grade: lesson.grade,
        unit: lesson.unit,
        title: lesson.title,
        kind: lesson.kind,
        position,
        level: 'system',
        gradeId: grades.find((g) => g.level === lesson.grade)?.id ?? null,
        searchText: fold(lesson.title),
      })
      .returning({ id: t.englishLessons.id });
    await db.insert(t.englishItems).values(
      lesson.items.map((item, i) => ({
        lessonId: row!.id,
        kind: lesson.kind,
        text: item.text,
        meaning: item.meaning,
        phonetic: item.phonetic ?? null,
        position: i,
      })),
    );
  }
}
