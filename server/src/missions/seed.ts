// Demo data for missions (the lectures 'lecture' tasks give are the library's, lectures/seed.ts): the first
// teacher's comment templates with score bands for auto_comment, and mission.view for student roles (the
// gradeMission notification opens /{schoolId}/school-group/mission, spec §4, which shows a student their own missions).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { permissionId } from '../../../src/shared/permissions.ts';

const TEMPLATES: [string, string, number, number][] = [
  ['Xuất sắc', 'Em làm bài rất tốt, hãy tiếp tục phát huy nhé!', 9, 10],
  ['Khá', 'Em làm bài khá tốt, cần cẩn thận hơn ở một vài câu.', 6.5, 8.9],
  ['Cần cố gắng', 'Em cần ôn tập lại bài và cố gắng hơn ở lần sau.', 0, 6.4],
];

export async function seedMissions(db: Db, opts: { schoolId: number; teacherId: number }): Promise<void> {
  const templates = await db
    .insert(t.commentTemplates)
    .values(TEMPLATES.map(([title, content]) => ({ schoolId: opts.schoolId, ownerId: opts.teacherId, title, content })))
    .returning();
  await db.insert(t.commentTemplateSettings).values(
    TEMPLATES.map(([, , minScore, maxScore], i) => ({
      schoolId: opts.schoolId,
      ownerId: opts.teacherId,
      templateId: templates[i]!.id,
      minScore,
      maxScore,
    })),
  );
  const studentRoles = await db.select({ id: t.schoolRoles.id }).from(t.schoolRoles).where(eq(t.schoolRoles.position, 'student'));
  if (studentRoles.length) {
    await db
      .insert(t.schoolRolePermissions)
      .values(studentRoles.map((r) => ({ roleId: r.id, permissionId: permissionId('mission.view') })))
      .onConflictDoNothing();
  }
}
