// The reads of STEM topics: one page of a school's topics (by name ignoring diacritics, subject and grade, newest
// change first), narrowed for a student to those given to her groups; one topic whole; a student group's topics.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { containsFolded } from '../http/search.ts';
import { fullName } from '../missions/notify.ts';
import type { LearningStemTopic, StemTopic, StemTopicSummary } from '../../../src/shared/stem.ts';
import { readsLibrary, rightsOn, type TopicRow } from './access.ts';
import { linksOf } from './links.ts';

export interface TopicFilters {
  page: number;
  perPage: number;
  name?: string;
  subjectIds?: number[];
  gradeIds?: number[];
}

const columns = {
  topic: t.stemTopics,
  subject: { id: t.subjects.id, name: t.subjects.name },
  grade: { id: t.grades.id, name: t.grades.name },
  author: { id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName },
  lectureCount: sql<number>`(select count(*)::int from stem_topic_lectures l where l.topic_id = ${t.stemTopics.id})`,
  experimentCount: sql<number>`(select count(*)::int from stem_topic_experiments x where x.topic_id = ${t.stemTopics.id})`,
};

function selectTopics(db: Queryable) {
  return db
    .select(columns)
    .from(t.stemTopics)
    .leftJoin(t.subjects, eq(t.subjects.id, t.stemTopics.subjectId))
    .leftJoin(t.grades, eq(t.grades.id, t.stemTopics.gradeId))
    .leftJoin(t.users, eq(t.users.id, t.stemTopics.authorId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTopics>['where']>>[number];

function summaryOf(c: Context<AppEnv>, r: Selected): StemTopicSummary {
  const student = !readsLibrary(c);
  const rights = student ? { canEdit: false, canDelete: false } : rightsOn(c, r.topic);
  return {
    id: r.topic.id,
    title: r.topic.title,
    drivingQuestion: r.topic.drivingQuestion,
    subject: r.subject?.id ? { id: r.subject.id, name: r.subject.name } : null,
    grade: r.grade?.id ? { id: r.grade.id, name: r.grade.name } : null,
    author: r.author?.id ? { id: r.author.id, fullName: fullName(r.author) } : null,
    lectureCount: r.lectureCount,
    experimentCount: r.experimentCount,
    ...rights,
    updatedAt: r.topic.updatedAt.toISOString(),
  };
}

/** The topics given to a group the user belongs to, as a condition on stem_topics. */
const givenToUser = (userId: number): SQL =>
  sql`${t.stemTopics.id} in (select g.topic_id from stem_topic_groups g join group_members m on m.group_id = g.group_id where m.user_id = ${userId})`;

export async function listTopics(c: Context<AppEnv>, f: TopicFilters) {
  const { db } = c.get('deps');
  const where = and(
    eq(t.stemTopics.schoolId, c.get('school').schoolId),
    readsLibrary(c) ? undefined : givenToUser(c.get('user').id),
    f.name?.trim() ? containsFolded(t.stemTopics.title, f.name) : undefined,
    f.subjectIds?.length ? inArray(t.stemTopics.subjectId, f.subjectIds) : undefined,
    f.gradeIds?.length ? inArray(t.stemTopics.gradeId, f.gradeIds) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectTopics(db)
      .where(where)
      .orderBy(desc(t.stemTopics.updatedAt), desc(t.stemTopics.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(t.stemTopics).where(where),
  ]);
  return { data: rows.map((r) => summaryOf(c, r)), pagination: { total: total?.n ?? 0, page: f.page, perPage: f.perPage } };
}

export async function topicDetail(c: Context<AppEnv>, row: TopicRow): Promise<StemTopic> {
  const { db } = c.get('deps');
  const [[selected], links] = await Promise.all([selectTopics(db).where(eq(t.stemTopics.id, row.id)), linksOf(db, row.id)]);
  return { ...summaryOf(c, selected!), materials: row.materials, steps: row.steps, rubric: row.rubric, ...links };
}

/** What a student group was given, newest first. */
export async function groupTopics(db: Queryable, groupId: number): Promise<LearningStemTopic[]> {
  const rows = await db
    .select({
      id: t.stemTopics.id,
      title: t.stemTopics.title,
      drivingQuestion: t.stemTopics.drivingQuestion,
      subjectId: t.subjects.id,
      subjectName: t.subjects.name,
      givenAt: t.stemTopicGroups.givenAt,
    })
    .from(t.stemTopicGroups)
    .innerJoin(t.stemTopics, eq(t.stemTopics.id, t.stemTopicGroups.topicId))
    .leftJoin(t.subjects, eq(t.subjects.id, t.stemTopics.subjectId))
    .where(eq(t.stemTopicGroups.groupId, groupId))
    .orderBy(desc(t.stemTopicGroups.givenAt), desc(t.stemTopicGroups.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    drivingQuestion: r.drivingQuestion,
    subject: r.subjectId ? { id: r.subjectId, name: r.subjectName! } : null,
    givenAt: r.givenAt.toISOString(),
  }));
}
