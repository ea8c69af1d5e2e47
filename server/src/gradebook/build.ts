// A teaching group's gradebook: every student against the exams given to the group and the missions that started,
// each cell in one of the GradebookState states. Expired attempts are closed and stale mission submissions synced
// first, so the book shows what the grading screens show.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { closeIfExpired, countedAttempts, groupOwn, type UserExamRow } from '../exams/attempts.ts';
import { groupExams, groupStudents } from '../exams/listings.ts';
import { syncStale } from '../missions/status.ts';
import type { Gradebook, GradebookCell, GradebookColumn, GradebookRow } from '../../../src/shared/gradebook.ts';

type SubmissionRow = typeof t.missionSubmissions.$inferSelect;

const round1 = (n: number) => Math.round(n * 10) / 10;
const past = (at: Date | string | null, now: Date) => at !== null && new Date(at).getTime() <= now.getTime();

function examCell(ue: UserExamRow | undefined, closesAt: string | null, now: Date): GradebookCell {
  if (!ue) return { state: past(closesAt, now) ? 'missing' : 'notStarted', score: null, late: false };
  if (ue.status === 'in_progress') return { state: 'doing', score: null, late: false };
  return { state: ue.isFullyMarked ? 'done' : 'pending', score: ue.score, late: ue.late };
}

function missionCell(sub: SubmissionRow | undefined, dueAt: Date, now: Date): GradebookCell {
  const open = !sub || sub.status === 'IN_PROGRESS';
  if (open) return { state: past(dueAt, now) ? 'missing' : sub ? 'doing' : 'notStarted', score: null, late: false };
  return { state: sub.status === 'COMPLETED' ? 'done' : 'pending', score: sub.score, late: sub.late };
}

export async function buildGradebook(db: Db, group: { id: number; name: string; schoolId: number }, now = new Date()): Promise<Gradebook> {
  const [[school], students, exams, attemptRows, missions] = await Promise.all([
    db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, group.schoolId)),
    groupStudents(db, group.id),
    groupExams(db, group.id),
    db
      .select()
      .from(t.userExams)
      .where(and(eq(t.userExams.groupId, group.id), groupOwn)),
    db
      .select()
      .from(t.missions)
      .where(and(eq(t.missions.groupId, group.id), lte(t.missions.startAt, now))),
  ]);
  // Each student's attempt that counts (the best of several).
  const attempts = [...countedAttempts(await Promise.all(attemptRows.map((r) => closeIfExpired(db, r, now)))).values()];
  await syncStale(db, missions);
  const submissions = missions.length
    ? await db
        .select()
        .from(t.missionSubmissions)
        .where(
          inArray(
            t.missionSubmissions.missionId,
            missions.map((m) => m.id),
          ),
        )
    : [];

  const columns: GradebookColumn[] = [
    ...exams.map((e) => ({ key: `exam-${e.id}`, kind: 'exam' as const, id: e.id, title: e.title, dueAt: e.closesAt, givenAt: e.assignedAt })),
    ...missions.map((m) => ({
      key: `mission-${m.id}`,
      kind: 'mission' as const,
      id: m.id,
      title: m.title,
      dueAt: m.dueAt.toISOString(),
      givenAt: m.startAt.toISOString(),
    })),
  ].sort((a, b) => Date.parse(a.givenAt) - Date.parse(b.givenAt) || a.key.localeCompare(b.key));

  const rows: GradebookRow[] = students.map((student) => {
    const cells: Record<string, GradebookCell> = {};
    for (const e of exams)
      cells[`exam-${e.id}`] = examCell(
        attempts.find((a) => a.examId === e.id && a.userId === student.id),
        e.closesAt,
        now,
      );
    for (const m of missions)
      cells[`mission-${m.id}`] = missionCell(
        submissions.find((s) => s.missionId === m.id && s.userId === student.id),
        m.dueAt,
        now,
      );
    const all = Object.values(cells);
    const final = all.filter((c) => c.state === 'done' && c.score !== null).map((c) => c.score!);
    return {
      student,
      cells,
      average: final.length ? round1(final.reduce((a, b) => a + b, 0) / final.length) : null,
      missingCount: all.filter((c) => c.state === 'missing').length,
      lateCount: all.filter((c) => c.late).length,
    };
  });
  return { group: { id: group.id, name: group.name, schoolName: school?.name ?? '' }, columns, rows, generatedAt: now.toISOString() };
}
