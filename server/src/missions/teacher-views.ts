// Missions as their teacher sees them: with the students' status counts, and one mission with every student's row.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { MissionStudentRow, TeacherMission, TeacherMissionDetail } from '../../../src/shared/mission.ts';
import type { MissionRow } from './access.ts';
import { statusCounts } from './queries.ts';
import { syncSubmission } from './status.ts';
import { missionViews } from './views.ts';

/** The teacher's form of each mission: its view with the students' status counts. */
export async function teacherViews(db: Db, rows: MissionRow[]): Promise<TeacherMission[]> {
  const [views, counts] = await Promise.all([missionViews(db, rows), statusCounts(db, rows)]);
  return views.map((m) => ({ ...m, ...counts.get(m.id)! }));
}

/** One mission for its teacher: every student of the group with their status and submission. */
export async function teacherDetail(db: Db, mission: MissionRow): Promise<TeacherMissionDetail> {
  const [students, subs] = await Promise.all([
    db
      .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, email: t.users.email })
      .from(t.groupMembers)
      .innerJoin(t.users, eq(t.users.id, t.groupMembers.userId))
      .where(and(eq(t.groupMembers.groupId, mission.groupId), eq(t.groupMembers.role, 'student')))
      .orderBy(asc(t.users.firstName), asc(t.users.lastName), asc(t.users.id)),
    db.select().from(t.missionSubmissions).where(eq(t.missionSubmissions.missionId, mission.id)),
  ]);
  const views = await Promise.all(subs.map((s) => syncSubmission(db, s, mission)));
  const [view] = await teacherViews(db, [mission]);
  const rows: MissionStudentRow[] = students.map((s) => {
    const sub = views.find((x) => x.student.id === s.id) ?? null;
    return { student: { id: s.id, first_name: s.firstName, last_name: s.lastName, email: s.email }, status: sub?.status ?? 'NOT_DOING', submission: sub };
  });
  return { ...view!, students: rows };
}
