// auto_comment (spec §3, §7 comment template settings): when a submission is completed without a teacher's comment,
// the mission teacher's template whose score band holds the score becomes the comment, and the student is told.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { MissionRow, SubmissionRow } from './access.ts';
import { notify } from './notify.ts';
import { SERVER_MSG } from '../messages.ts';

export async function autoComment(db: Db, sub: SubmissionRow, mission: MissionRow, group: { id: number; name: string }): Promise<boolean> {
  if (sub.score === null || !mission.createdBy) return false;
  const [existing] = await db.select({ id: t.comments.id }).from(t.comments).where(eq(t.comments.submissionId, sub.id)).limit(1);
  if (existing) return false;
  const [band] = await db
    .select({ content: t.commentTemplates.content })
    .from(t.commentTemplateSettings)
    .innerJoin(t.commentTemplates, eq(t.commentTemplates.id, t.commentTemplateSettings.templateId))
    .where(
      and(
        eq(t.commentTemplateSettings.schoolId, mission.schoolId),
        eq(t.commentTemplateSettings.ownerId, mission.createdBy),
        lte(t.commentTemplateSettings.minScore, sub.score),
        gte(t.commentTemplateSettings.maxScore, sub.score),
      ),
    )
    .limit(1);
  if (!band) return false;
  await db.insert(t.comments).values({
    schoolId: mission.schoolId,
    groupId: mission.groupId,
    missionId: mission.id,
    submissionId: sub.id,
    authorId: mission.createdBy,
    studentId: sub.userId,
    type: 'auto_comment',
    content: band.content,
  });
  await notify(db, {
    type: 'auto_comment',
    userIds: [sub.userId],
    content: SERVER_MSG.notifyAutoComment,
    params: [mission.title],
    schoolId: mission.schoolId,
    group,
    mission,
    submissionId: sub.id,
  });
  return true;
}
