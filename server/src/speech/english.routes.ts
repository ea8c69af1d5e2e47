// English content of the school library for the speaking screens (spec §3 vocabulary kinds and English content
// query; §5 lookup: the text-search list for a phrase of two or more words, the words list otherwise; §9 single
// word lookup: limit 1, page 1).
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';

/** The speaking screens' menu permission (spec §6 key 'speaking'): students and teachers hold it, administrators all. */
const speaking = requirePermission('speaking.view');
import { idString, paginated, pagination, query } from '../http/validate.ts';
import { containsFolded, foldText } from '../http/search.ts';
import { MSG } from '../../../src/shared/messages.ts';

const kind = v.optional(v.picklist(['word', 'sentence', 'paragraph'], MSG.invalidInput));
const status = v.optional(v.picklist(['pending', 'approved', 'rejected'], MSG.invalidInput), 'approved');
/** The spec names the page size `limit` for this query; perPage is accepted as everywhere else. */
const limit = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,3}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(100, MSG.invalidInput)),
);
const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, MSG.invalidInput)));

const lessonsQuery = v.object({ seriesId: v.optional(idString), grade: v.optional(idString), kind });
const itemsQuery = v.object({ ...pagination, limit, lessonId: v.optional(idString), kind, status, text });
const wordsQuery = v.object({ ...pagination, limit, text, status });

/**
 * What practice offers: approved lessons of the system library and of the caller's school (spec §2: the school
 * library's approved English content). Personal lessons and lessons waiting for review stay with their authors.
 */
function practiceLessons(schoolId: number): SQL {
  const l = t.englishLessons;
  return and(eq(l.status, 'approved'), or(eq(l.level, 'system'), and(eq(l.level, 'school'), eq(l.schoolId, schoolId))))!;
}

const inPracticeLessons = (schoolId: number): SQL =>
  sql`${t.englishItems.lessonId} in (select ${t.englishLessons.id} from ${t.englishLessons} where ${practiceLessons(schoolId)})`;

const itemJson = (i: typeof t.englishItems.$inferSelect) => ({
  id: i.id,
  lessonId: i.lessonId,
  kind: i.kind,
  text: i.text,
  meaning: i.meaning,
  phonetic: i.phonetic,
  audioUrl: i.audioUrl,
  status: i.status,
});

export const english = new Hono<AppEnv>()
  .get('/s/english_contents/lessons', requireAuth, requireSchool, speaking, async (c) => {
    const q = query(c, lessonsQuery);
    const l = t.englishLessons;
    const where = and(
      practiceLessons(c.get('school').schoolId),
      q.seriesId !== undefined ? eq(l.seriesId, q.seriesId) : undefined,
      q.grade !== undefined ? eq(l.grade, q.grade) : undefined,
      q.kind !== undefined ? eq(l.kind, q.kind) : undefined,
    );
    const rows = await c
      .get('deps')
      .db.select({
        id: l.id,
        seriesId: l.seriesId,
        seriesName: t.textbookSeries.name,
        grade: l.grade,
        unit: l.unit,
        title: l.title,
        kind: l.kind,
        itemCount: sql<number>`(select count(*) from english_items i where i.lesson_id = ${l.id} and i.status = 'approved')`,
      })
      .from(l)
      .innerJoin(t.textbookSeries, eq(t.textbookSeries.id, l.seriesId))
      .where(where)
      .orderBy(asc(l.seriesId), asc(l.grade), asc(l.position), asc(l.id));
    return c.json({ data: rows.map((r) => ({ ...r, itemCount: Number(r.itemCount) })) });
  })
  .get('/s/english_contents', requireAuth, requireSchool, speaking, async (c) => {
    const q = query(c, itemsQuery);
    const perPage = q.limit ?? q.perPage;
    const i = t.englishItems;
    const words = foldText(q.text ?? '')
      .split(' ')
      .filter(Boolean);
    const where = and(
      eq(i.status, q.status),
      inPracticeLessons(c.get('school').schoolId),
      q.lessonId !== undefined ? eq(i.lessonId, q.lessonId) : undefined,
      q.kind !== undefined ? eq(i.kind, q.kind) : undefined,
      // Every word of the phrase, in any order: "school new" still finds "My new school".
      ...words.map((w) => containsFolded(i.text, w)),
    );
    return c.json(await list(c.get('deps').db, where, q.page, perPage));
  })
  .get('/s/english_contents/words', requireAuth, requireSchool, speaking, async (c) => {
    const q = query(c, wordsQuery);
    const perPage = q.limit ?? q.perPage;
    const i = t.englishItems;
    const term = foldText(q.text ?? '').replace(/[\\%_]/g, (m) => `\\${m}`);
    const where = and(
      eq(i.status, q.status),
      inPracticeLessons(c.get('school').schoolId),
      eq(i.kind, 'word'),
      term ? sql`lower(${i.text}) like ${`${term}%`}` : undefined,
    );
    return c.json(await list(c.get('deps').db, where, q.page, perPage, true));
  });

async function list(db: AppEnv['Variables']['deps']['db'], where: SQL | undefined, page: number, perPage: number, shortestFirst = false) {
  const i = t.englishItems;
  const rows = await db
    .select()
    .from(i)
    .where(where)
    // A word lookup wants the exact word before longer ones that start with it ("stamp" before "stamps").
    .orderBy(...(shortestFirst ? [sql`length(${i.text})`, asc(i.text)] : [asc(i.lessonId), asc(i.position)]))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(i).where(where);
  return paginated(rows.map(itemJson), total?.n ?? 0, page, perPage);
}
