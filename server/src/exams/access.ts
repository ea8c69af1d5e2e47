// Who may see a group's exams: its students (learning view), its teachers, and the school's principal or
// administrators holding school_group.view (teaching view). Ids of other schools answer 404, never 403.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';

export type GroupRow = typeof t.schoolGroups.$inferSelect;
export type ExamRow = typeof t.exams.$inferSelect;

async function groupOfSchool(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const { db } = c.get('deps');
  const [group] = await db
    .select()
    .from(t.schoolGroups)
    .where(and(eq(t.schoolGroups.id, groupId), eq(t.schoolGroups.schoolId, c.get('school').schoolId)));
  if (!group) throw notFound();
  return group;
}

async function memberRole(c: Context<AppEnv>, groupId: number): Promise<string | null> {
  const [m] = await c
    .get('deps')
    .db.select({ role: t.groupMembers.role })
    .from(t.groupMembers)
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.userId, c.get('user').id)));
  return m?.role ?? null;
}

/** The group, if the caller is one of its students; 403 otherwise. */
export async function studentGroup(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const group = await groupOfSchool(c, groupId);
  if ((await memberRole(c, groupId)) !== 'student') throw forbidden();
  return group;
}

/** The group, if the caller teaches it or oversees the school's groups; 403 otherwise. */
export async function teacherGroup(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const group = await groupOfSchool(c, groupId);
  if ((await memberRole(c, groupId)) === 'teacher') return group;
  const grants = c.get('grants');
  const overseer = grants.superAdmin || grants.schoolAdmin || ['officer', 'supervisor'].includes(c.get('school').position);
  if (overseer && hasPermission(grants, 'school_group.view')) return group;
  throw forbidden();
}

/** The group, if the caller is one of its teachers (changes to the group's exams); 403 otherwise. */
export async function groupTeacher(c: Context<AppEnv>, groupId: number): Promise<GroupRow> {
  const group = await groupOfSchool(c, groupId);
  if ((await memberRole(c, groupId)) !== 'teacher') throw forbidden();
  return group;
}

export type AssignmentRow = typeof t.examAssignments.$inferSelect;

/** The exam and its assignment to the group, if it is assigned to the group; 404 otherwise. */
export async function examOfGroup(c: Context<AppEnv>, examId: number, groupId: number): Promise<ExamRow & { assignment: AssignmentRow }> {
  const [row] = await c
    .get('deps')
    .db.select({ exam: t.exams, assignment: t.examAssignments })
    .from(t.examAssignments)
    .innerJoin(t.exams, eq(t.exams.id, t.examAssignments.examId))
    .where(and(eq(t.examAssignments.examId, examId), eq(t.examAssignments.groupId, groupId)));
  if (!row) throw notFound();
  return { ...row.exam, assignment: row.assignment };
}
