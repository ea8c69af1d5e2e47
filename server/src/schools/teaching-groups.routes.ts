// GET s/school_groups (spec §7 groups, "my teaching groups"): the groups the caller teaches, or every group of the
// school for a principal/administrator holding school_group.view, each with its students, exams and attempts to grade.
import { Hono } from 'hono';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { groupOwn } from '../exams/attempts.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { forbidden } from '../http/errors.ts';
import { hasPermission } from '../../../src/shared/permissions.ts';
import type { TeachingGroup } from '../../../src/shared/exam.ts';
import { isGroupOverseer } from './membership.ts';

/** Groups of the school, all of them or only those where the user is a teacher member, by name. */
async function schoolGroupRows(db: Db, schoolId: number, teacherId: number | null) {
  const base = db.select({ group: t.schoolGroups, grade: t.grades, subject: t.subjects }).from(t.schoolGroups);
  const joined =
    teacherId === null
      ? base
      : base.innerJoin(
          t.groupMembers,
          and(eq(t.groupMembers.groupId, t.schoolGroups.id), eq(t.groupMembers.userId, teacherId), eq(t.groupMembers.role, 'teacher')),
        );
  return joined
    .leftJoin(t.grades, eq(t.grades.id, t.schoolGroups.gradeId))
    .leftJoin(t.subjects, eq(t.subjects.id, t.schoolGroups.subjectId))
    .where(eq(t.schoolGroups.schoolId, schoolId))
    .orderBy(asc(t.schoolGroups.name), asc(t.schoolGroups.id));
}

/** Students, assigned exams and closed attempts still waiting for a grade, per group. */
async function groupCounts(db: Db, ids: number[]) {
  if (!ids.length) return { students: [], exams: [], toGrade: [] };
  const [students, exams, toGrade] = await Promise.all([
    db
      .select({ groupId: t.groupMembers.groupId, n: count() })
      .from(t.groupMembers)
      .where(and(inArray(t.groupMembers.groupId, ids), eq(t.groupMembers.role, 'student')))
      .groupBy(t.groupMembers.groupId),
    db
      .select({ groupId: t.examAssignments.groupId, n: count() })
      .from(t.examAssignments)
      .where(inArray(t.examAssignments.groupId, ids))
      .groupBy(t.examAssignments.groupId),
    // Same rule as the exam counts of the teaching view: a submitted (or auto-closed) attempt not fully marked.
    db
      .select({ groupId: t.userExams.groupId, n: count() })
      .from(t.userExams)
      .where(and(inArray(t.userExams.groupId, ids), ne(t.userExams.status, 'in_progress'), eq(t.userExams.isFullyMarked, false), groupOwn))
      .groupBy(t.userExams.groupId),
  ]);
  return { students, exams, toGrade };
}

export const teachingGroups = new Hono<AppEnv>().get('/school_groups', requireAuth, requireSchool, async (c) => {
  const { db } = c.get('deps');
  const grants = c.get('grants');
  const school = c.get('school');
  // The teaching view needs school_group.view (students never hold it, even in a group they belong to).
  if (!hasPermission(grants, 'school_group.view')) throw forbidden();
  const seesAll = isGroupOverseer(grants, school.position);
  const rows = await schoolGroupRows(db, school.schoolId, seesAll ? null : c.get('user').id);
  const ids = rows.map((r) => r.group.id);
  const counts = await groupCounts(db, ids);
  const n = (list: { groupId: number; n: number }[], id: number) => list.find((x) => x.groupId === id)?.n ?? 0;
  const data: TeachingGroup[] = rows.map(({ group, grade, subject }) => ({
    id: group.id,
    name: group.name,
    grade: grade ? { id: grade.id, name: grade.name } : null,
    subject: subject ? { id: subject.id, name: subject.name } : null,
    studentCount: n(counts.students, group.id),
    examCount: n(counts.exams, group.id),
    toGradeCount: n(counts.toGrade, group.id),
  }));
  return c.json({ data, pagination: { total: data.length, page: 1, perPage: Math.max(data.length, 1) } });
});
