// Demo data for missions (the lectures 'lecture' tasks give are the library's, lectures/seed.ts): the first
// teacher's comment templates with score bands for auto_comment, mission.view for student roles (the
// gradeMission notification opens /{schoolId}/school-group/mission, spec §4, which shows a student their own missions),
// and one mission under way in her class, so a student's home and the teacher's missions show work from the start.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { permissionId } from '../../../src/shared/permissions.ts';

const TEMPLATES: [string, string, number, number][] = [
  ['Xuất sắc', 'Em làm bài rất tốt, hãy tiếp tục phát huy nhé!', 9, 10],
  ['Khá', 'Em làm bài khá tốt, cần cẩn thận hơn ở một vài câu.', 6.5, 8.9],
  ['Cần cố gắng', 'Em cần ôn tập lại bài và cố gắng hơn ở lần sau.', 0, 6.4],
];

/** The mission the seeded newMission notification tells the class about. */
export const DEMO_MISSION = {
  title: 'Ôn tập Unit 1',
  description: 'Xem lại bài giảng Unit 1 rồi luyện đọc câu mẫu trước giờ học thứ Hai.',
  lecture: 'Unit 1: Hobbies',
  sentence: 'My hobby is collecting stamps.',
};

const DAY = 24 * 60 * 60 * 1000;

export async function seedMissions(db: Db, opts: { schoolId: number; teacherId: number; groupId: number }): Promise<void> {
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
  const [lecture] = await db
    .select({ id: t.lectures.id })
    .from(t.lectures)
    .where(and(eq(t.lectures.schoolId, opts.schoolId), eq(t.lectures.title, DEMO_MISSION.lecture), eq(t.lectures.level, 'school')))
    .limit(1);
  const [mission] = await db
    .insert(t.missions)
    .values({
      schoolId: opts.schoolId,
      groupId: opts.groupId,
      title: DEMO_MISSION.title,
      description: DEMO_MISSION.description,
      startAt: new Date(Date.now() - DAY),
      dueAt: new Date(Date.now() + 6 * DAY),
      createdBy: opts.teacherId,
    })
    .returning();
  await db
    .insert(t.missionTasks)
    .values([
      ...(lecture ? [{ missionId: mission!.id, position: 0, taskType: 'lecture', lectureId: lecture.id }] : []),
      { missionId: mission!.id, position: 1, taskType: 'speaking', speakingText: DEMO_MISSION.sentence },
    ]);
}
