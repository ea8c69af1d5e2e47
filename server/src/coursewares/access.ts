// Who may do what with a group's coursewares. Reading follows the group's exams (exams/access.ts): its teachers and the
// school's overseers holding school_group.view see the teaching list, its students the learning list. Giving and
// removing is for its teachers, and for overseers who may also change the school's groups (school_group.update).
// A group's lock (school_groups.is_locked) changes nothing here, as for its exams, announcements and missions.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import { teacherGroup, type GroupRow } from '../exams/access.ts';

export type CoursewareRow = typeof t.groupCoursewares.$inferSelect;

/** The caller's role in the group: 'teacher', 'student' or null. */
export async function roleInGroup(c: Context<AppEnv>, groupId: number): Promise<string | null> {
  const [m] = await c
    .get('deps')
    .db.select({ role: t.groupMembers.role })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, c.get('user').id)));
  return m?.role ?? null;
}

/** Whether a caller who sees the group's teaching view may also give and take back (see managedGroup). */
export async function mayManage(c: Context<AppEnv>, groupId: number): Promise<boolean> {
  return (await roleInGroup(c, groupId)) === 'teacher' || hasPermission(c.get('grants'), 'school_group.update');
}

/** The group, if the caller may give it coursewares and take them back; 404 outside the school, 403 otherwise. */
export async function managedGroup(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const group = await teacherGroup(c, groupId);
  if (!(await mayManage(c, groupId))) throw forbidden();
  return group;
}

/** One courseware of the group; 404 when the group has no such item. */
export async function coursewareOfGroup(c: Context<AppEnv>, groupId: number, id: number): Promise<CoursewareRow> {
  const [row] = await c
    .get('deps')
    .db.select()
    .from(t.groupCoursewares)
    .where(and(eq(t.groupCoursewares.id, id), eq(t.groupCoursewares.groupId, groupId)));
  if (!row) throw notFound();
  return row;
}

/** A courseware of a group of the caller's school (the open call names no group); 404 for any other id. */
export async function coursewareOfSchool(c: Context<AppEnv>, id: number): Promise<CoursewareRow> {
  const [row] = await c
    .get('deps')
    .db.select({ cw: t.groupCoursewares })
    .from(t.groupCoursewares)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupCoursewares.groupId))
    .where(and(eq(t.groupCoursewares.id, id), eq(t.schoolGroups.schoolId, c.get('school').schoolId)));
  if (!row) throw notFound();
  return row.cw;
}
