// List reads shared by the learning and teaching views: a student's groups, and the exams given to a group.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { LearningExam, LearningGroup } from '../../../src/shared/exam.ts';
import { examSchedule } from './release.ts';

/** An exam given to a group, with its schedule there; authorId is for the teaching view only. */
export type GroupExam = Omit<LearningExam, 'attempt' | 'attemptCount'> & { authorId: number | null };

/** The students of a group, as the teaching screens and exports list them: by first name, then last name. */
export function groupStudents(db: Db, groupId: number) {
  return db
    .select({ id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName, email: t.users.email })
    .from(t.groupMembers)
    .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
    .where(and(eq(t.groupMembers.groupId, groupId), eq(t.groupMembers.role, 'student')))
    .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id));
}

/** The groups where the user is a student (one group when groupId is given). */
export async function learningGroups(db: Db, schoolId: number, userId: number, groupId?: number): Promise<LearningGroup[]> {
  const groups = await db
    .select({ group: t.schoolGroups, grade: t.grades, subject: t.subjects })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .leftJoin(t.grades, eq(t.grades.id, t.schoolGroups.gradeId))
    .leftJoin(t.subjects, eq(t.subjects.id, t.schoolGroups.subjectId))
    .where(
      and(
        eq(t.groupMembers.userId, userId),
        eq(t.groupMembers.role, 'student'),
        eq(t.schoolGroups.schoolId, schoolId),
        groupId === undefined ? undefined : eq(t.schoolGroups.id, groupId),
      ),
    )
    .orderBy(asc(t.schoolGroups.name));
  if (!groups.length) return [];
  const ids = groups.map((g) => g.group.id);
  const [teachers, students, exams] = await Promise.all([
    db
      .select({ groupId: t.groupMembers.groupId, id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName })
      .from(t.groupMembers)
      .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
      .where(and(inArray(t.groupMembers.groupId, ids), eq(t.groupMembers.role, 'teacher'))),
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
  ]);
  return groups.map(({ group, grade, subject }) => ({
    id: group.id,
    name: group.name,
    grade: grade ? { id: grade.id, name: grade.name } : null,
    subject: subject ? { id: subject.id, name: subject.name } : null,
    teachers: teachers.filter((x) => x.groupId === group.id).map((x) => ({ id: x.id, first_name: x.firstName, last_name: x.lastName })),
    studentCount: students.find((x) => x.groupId === group.id)?.n ?? 0,
    examCount: exams.find((x) => x.groupId === group.id)?.n ?? 0,
  }));
}

/** The exams given to a group, newest first, with their question count, total points and schedule. */
export async function groupExams(db: Db, groupId: number, examId?: number): Promise<GroupExam[]> {
  const exams = await db
    .select({ exam: t.exams, assignment: t.examAssignments })
    .from(t.examAssignments)
    .innerJoin(t.exams, eq(t.exams.id, t.examAssignments.examId))
    .where(and(eq(t.examAssignments.groupId, groupId), examId === undefined ? undefined : eq(t.exams.id, examId)))
    .orderBy(desc(t.examAssignments.createdAt), desc(t.exams.id));
  if (!exams.length) return [];
  const sizes = await db
    .select({
      examId: t.examQuestions.examId,
      n: count(),
      points: sql<number>`coalesce(sum(${t.examQuestions.allocatedPoint}), 0)`.mapWith(Number),
    })
    .from(t.examQuestions)
    .innerJoin(t.questions, eq(t.questions.id, t.examQuestions.questionId))
    .where(
      and(
        inArray(
          t.examQuestions.examId,
          exams.map((e) => e.exam.id),
        ),
        ne(t.questions.questionType, 'leadingQuestion'),
      ),
    )
    .groupBy(t.examQuestions.examId);
  const now = new Date();
  return exams.map(({ exam, assignment }) => {
    const size = sizes.find((s) => s.examId === exam.id);
    return {
      id: exam.id,
      title: exam.title,
      description: exam.description,
      duration: exam.durationMinutes * 60,
      questionCount: size?.n ?? 0,
      totalPoint: size?.points ?? 0,
      assignedAt: assignment.createdAt.toISOString(),
      ...examSchedule({ ...assignment, resultRelease: exam.resultRelease }, now),
      authorId: exam.createdBy,
    };
  });
}
