// The lectures and experiments a topic uses. Its author may link what she may open herself: the school's approved
// items, her own personal ones in this school, and the system's approved ones (as coursewares/givable.ts offers
// lectures). An edit keeps what the topic already links, whoever linked it: the editor only adds.
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { openToMember } from '../library/open-to.ts';
import { EXPERIMENT_RUN_PREFIX } from '../../../src/shared/experiments.ts';
import { STEM_MSG, type StemLink } from '../../../src/shared/stem.ts';

export interface Author {
  schoolId: number;
  userId: number;
}

const lectureOpenTo = (author: Author) => {
  const l = t.lectures;
  return openToMember({ level: l.level, schoolId: l.schoolId, status: l.status, owner: l.createdBy }, author);
};

const experimentOpenTo = (author: Author) => {
  const x = t.experiments;
  return openToMember({ level: x.level, schoolId: x.schoolId, status: x.status, owner: x.ownerId }, author);
};

/** Refuses (422, on the field) any id the author may not link and the topic does not already link. */
export async function checkLinks(db: Queryable, author: Author, ids: { lectureIds: number[]; experimentIds: number[] }, topicId?: number): Promise<void> {
  const [lectureKept, experimentKept] = topicId
    ? await Promise.all([
        db.select({ id: t.stemTopicLectures.lectureId }).from(t.stemTopicLectures).where(eq(t.stemTopicLectures.topicId, topicId)),
        db.select({ id: t.stemTopicExperiments.experimentId }).from(t.stemTopicExperiments).where(eq(t.stemTopicExperiments.topicId, topicId)),
      ])
    : [[], []];
  const added = (ids: number[], kept: { id: number }[]) => ids.filter((id) => !kept.some((k) => k.id === id));
  const lectures = added(ids.lectureIds, lectureKept);
  const experiments = added(ids.experimentIds, experimentKept);
  const [lectureOk, experimentOk] = await Promise.all([
    lectures.length
      ? db
          .select({ id: t.lectures.id })
          .from(t.lectures)
          .where(and(inArray(t.lectures.id, lectures), lectureOpenTo(author)))
      : [],
    experiments.length
      ? db
          .select({ id: t.experiments.id })
          .from(t.experiments)
          .where(and(inArray(t.experiments.id, experiments), experimentOpenTo(author)))
      : [],
  ]);
  const errors: Record<string, string[]> = {};
  if (lectureOk.length < lectures.length) errors.lectureIds = [STEM_MSG.lectureUnavailable];
  if (experimentOk.length < experiments.length) errors.experimentIds = [STEM_MSG.experimentUnavailable];
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Replaces the topic's links with these, in this order. */
export async function writeLinks(db: Queryable, topicId: number, ids: { lectureIds: number[]; experimentIds: number[] }): Promise<void> {
  await db.delete(t.stemTopicLectures).where(eq(t.stemTopicLectures.topicId, topicId));
  await db.delete(t.stemTopicExperiments).where(eq(t.stemTopicExperiments.topicId, topicId));
  if (ids.lectureIds.length) await db.insert(t.stemTopicLectures).values(ids.lectureIds.map((lectureId, position) => ({ topicId, lectureId, position })));
  if (ids.experimentIds.length) {
    await db.insert(t.stemTopicExperiments).values(ids.experimentIds.map((experimentId, position) => ({ topicId, experimentId, position })));
  }
}

/** The topic's lectures and experiments as its readers open them (an experiment by its package's address). */
export async function linksOf(db: Queryable, topicId: number): Promise<{ lectures: StemLink[]; experiments: StemLink[] }> {
  const [lectures, experiments] = await Promise.all([
    db
      .select({ id: t.lectures.id, name: t.lectures.title })
      .from(t.stemTopicLectures)
      .innerJoin(t.lectures, eq(t.lectures.id, t.stemTopicLectures.lectureId))
      .where(eq(t.stemTopicLectures.topicId, topicId))
      .orderBy(asc(t.stemTopicLectures.position)),
    db
      .select({ id: t.experiments.id, name: t.experiments.name, token: t.experimentPackages.token })
      .from(t.stemTopicExperiments)
      .innerJoin(t.experiments, eq(t.experiments.id, t.stemTopicExperiments.experimentId))
      .innerJoin(t.experimentPackages, eq(t.experimentPackages.id, t.experiments.packageId))
      .where(eq(t.stemTopicExperiments.topicId, topicId))
      .orderBy(asc(t.stemTopicExperiments.position)),
  ]);
  return {
    lectures: lectures.map((l) => ({ ...l, runUrl: null })),
    experiments: experiments.map((x) => ({ id: x.id, name: x.name, runUrl: `${EXPERIMENT_RUN_PREFIX}${x.token}/index.html` })),
  };
}

/** Whether a lecture is linked from a topic given to a group the user belongs to (lectures/deck-access.ts asks). */
export async function lectureInTopicGivenToMember(db: Queryable, lectureId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.stemTopicLectures.topicId })
    .from(t.stemTopicLectures)
    .innerJoin(t.stemTopicGroups, eq(t.stemTopicGroups.topicId, t.stemTopicLectures.topicId))
    .innerJoin(t.groupMembers, and(eq(t.groupMembers.groupId, t.stemTopicGroups.groupId), eq(t.groupMembers.userId, userId)))
    .where(eq(t.stemTopicLectures.lectureId, lectureId))
    .limit(1);
  return row !== undefined;
}
