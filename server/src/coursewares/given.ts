// Whether a lecture was given to a group the user belongs to (a student or a teacher of it): they may then open it to
// read, whatever library it is in, even a teacher's personal one (lectures/deck-access.ts asks).
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';

export async function lectureGivenToMember(db: Queryable, lectureId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.groupCoursewares.id })
    .from(t.groupCoursewares)
    .innerJoin(t.groupMembers, and(eq(t.groupMembers.groupId, t.groupCoursewares.groupId), eq(t.groupMembers.userId, userId)))
    .where(eq(t.groupCoursewares.lectureId, lectureId))
    .limit(1);
  return row !== undefined;
}
