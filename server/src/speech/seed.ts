// Seeds the school library's English content (english-content.ts): lessons and their items, in order.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ENGLISH_LESSONS } from './english-content.ts';

export async function seedEnglishContent(db: Db): Promise<void> {
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
