// Who may read and change a school's STEM topics. The school's staff holding school_stem.view read the whole library;
// students (who hold it too, to reach the menu) and anyone else read only the topics given to a group they belong
// to. Writing needs school_stem.create; a topic is then changed or deleted by its author, or by holders of
// school_stem.update / school_stem.delete (the school's principal by default).
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';

export type TopicRow = typeof t.stemTopics.$inferSelect;

/** Whether the caller reads the school's whole STEM library (its staff), rather than only what her groups were given. */
export const readsLibrary = (c: Context<AppEnv>) => c.get('user').userType !== 'student' && hasPermission(c.get('grants'), 'school_stem.view');

export const mayWrite = (c: Context<AppEnv>) => hasPermission(c.get('grants'), 'school_stem.create');

export function rightsOn(c: Context<AppEnv>, row: Pick<TopicRow, 'authorId'>): { canEdit: boolean; canDelete: boolean } {
  const grants = c.get('grants');
  const author = row.authorId === c.get('user').id && mayWrite(c);
  return { canEdit: author || hasPermission(grants, 'school_stem.update'), canDelete: author || hasPermission(grants, 'school_stem.delete') };
}

/** Whether the topic was given to a group the user belongs to (a student or a teacher of it). */
export async function givenToMember(db: Queryable, topicId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.stemTopicGroups.id })
    .from(t.stemTopicGroups)
    .innerJoin(t.groupMembers, and(eq(t.groupMembers.groupId, t.stemTopicGroups.groupId), eq(t.groupMembers.userId, userId)))
    .where(eq(t.stemTopicGroups.topicId, topicId))
    .limit(1);
  return row !== undefined;
}

/** The topic of the caller's school; 404 for any other id. */
async function topicOfSchool(c: Context<AppEnv>, id: number): Promise<TopicRow> {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(t.stemTopics)
    .where(and(eq(t.stemTopics.id, id), eq(t.stemTopics.schoolId, c.get('school').schoolId)));
  if (!row) throw notFound();
  return row;
}

/** The topic if the caller may read it: 404 outside the school, 403 when it is neither her library nor given to her. */
export async function readableTopic(c: Context<AppEnv>, id: number): Promise<TopicRow> {
  const row = await topicOfSchool(c, id);
  if (readsLibrary(c) || (await givenToMember(c.get('deps').db, id, c.get('user').id))) return row;
  throw forbidden();
}

/** The topic if the caller may change (or delete) it; 403 otherwise. */
export async function changeableTopic(c: Context<AppEnv>, id: number, action: 'edit' | 'delete'): Promise<TopicRow> {
  const row = await readableTopic(c, id);
  const rights = rightsOn(c, row);
  if (!(action === 'edit' ? rights.canEdit : rights.canDelete)) throw forbidden();
  return row;
}

/** The topic for giving it to groups: the school's staff who read the library. */
export async function libraryTopic(c: Context<AppEnv>, id: number): Promise<TopicRow> {
  if (!readsLibrary(c)) throw forbidden();
  return topicOfSchool(c, id);
}
