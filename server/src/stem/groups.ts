// Giving a topic to teaching groups: the groups that have it (each saying whether the caller may take it back), those
// she may still give it to — the groups she teaches, or every group of the school for its overseers (administrators,
// principals) who may change groups (school_group.update), which every teacher holds for her own — and the give and
// take-back writes.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { forbidden, invalid, notFound } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { STEM_MSG, type StemTopicGroups } from '../../../src/shared/stem.ts';

const oversees = (c: Context<AppEnv>) => {
  const grants = c.get('grants');
  const overseer = grants.superAdmin || grants.schoolAdmin || ['officer', 'supervisor'].includes(c.get('school').position);
  return overseer && hasPermission(grants, 'school_group.update');
};

/** The ids of the school's groups the caller may give to, or 'all'. */
async function managedGroupIds(c: Context<AppEnv>): Promise<number[] | 'all'> {
  if (oversees(c)) return 'all';
  const rows = await c
    .get('deps')
    .db.select({ id: t.groupMembers.groupId })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.userId, c.get('user').id), eq(t.groupMembers.role, 'teacher')));
  return rows.map((r) => r.id);
}

/** The group, if the caller may give it topics and take them back: 404 outside the school, 403 otherwise. */
export async function givableGroup(c: Context<AppEnv>, groupId: number): Promise<void> {
  await groupOfSchool(c, groupId);
  const managed = await managedGroupIds(c);
  if (managed !== 'all' && !managed.includes(groupId)) throw forbidden();
}

async function groupOfSchool(c: Context<AppEnv>, groupId: number): Promise<void> {
  const [group] = await c
    .get('deps')
    .db.select({ id: t.schoolGroups.id })
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, groupId), eq(t.schoolGroups.schoolId, c.get('school').schoolId)));
  if (!group) throw notFound();
}

export async function topicGroups(c: Context<AppEnv>, topicId: number): Promise<StemTopicGroups> {
  const { db } = c.get('deps');
  const schoolId = c.get('school').schoolId;
  const managed = await managedGroupIds(c);
  const given = await db
    .select({ groupId: t.schoolGroups.id, name: t.schoolGroups.name, givenAt: t.stemTopicGroups.givenAt })
    .from(t.stemTopicGroups)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.stemTopicGroups.groupId))
    .where(eq(t.stemTopicGroups.topicId, topicId))
    .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id));
  const mayManage = (id: number) => managed === 'all' || managed.includes(id);
  const givenIds = given.map((g) => g.groupId);
  const givable =
    managed !== 'all' && managed.length === 0
      ? []
      : await db
          .select({ id: t.schoolGroups.id, name: t.schoolGroups.name })
          .from(t.schoolGroups)
          .where(
            and(
              eq(t.schoolGroups.schoolId, schoolId),
              managed === 'all' ? undefined : inArray(t.schoolGroups.id, managed),
              givenIds.length ? notInArray(t.schoolGroups.id, givenIds) : undefined,
            ),
          )
          .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id));
  return {
    given: given.map((g) => ({ groupId: g.groupId, name: g.name, givenAt: g.givenAt.toISOString(), canTakeBack: mayManage(g.groupId) })),
    givable,
  };
}

/** Gives the topic; 422 when the group already has it (the unique index decides, even for two gifts at once). */
export async function giveTopic(c: Context<AppEnv>, topicId: number, groupId: number): Promise<void> {
  const [row] = await c
    .get('deps')
    .db.insert(t.stemTopicGroups)
    .values({ topicId, groupId, givenBy: c.get('user').id })
    .onConflictDoNothing()
    .returning({ id: t.stemTopicGroups.id });
  if (!row) throw invalid({ groupId: [STEM_MSG.alreadyGiven] });
}

/** Takes the topic back from the group; whether it had it. */
export async function takeBack(c: Context<AppEnv>, topicId: number, groupId: number): Promise<boolean> {
  const rows = await c
    .get('deps')
    .db.delete(t.stemTopicGroups)
    .where(and(eq(t.stemTopicGroups.topicId, topicId), eq(t.stemTopicGroups.groupId, groupId)))
    .returning({ id: t.stemTopicGroups.id });
  return rows.length > 0;
}
