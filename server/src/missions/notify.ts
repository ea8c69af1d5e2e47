// Mission notifications (spec §3 types, §4 click targets): content with {} placeholders filled from metadata.params.
import type { Queryable } from '../exams/structure.ts';
import { sendNotifications } from '../notifications/send.ts';

export type MissionNotificationType = 'newMission' | 'completeExercise' | 'completeSpeaking' | 'gradeMission' | 'comment' | 'auto_comment';

export interface MissionNotice {
  type: MissionNotificationType;
  userIds: number[];
  content: string;
  params: unknown[];
  schoolId: number;
  group: { id: number; name: string };
  mission?: { id: number; title: string } | null;
  submissionId?: number | null;
  /** A newMission is delivered at the mission's start time. */
  at?: Date | null;
}

export async function notify(db: Queryable, n: MissionNotice): Promise<void> {
  await sendNotifications(db, {
    userIds: n.userIds,
    schoolId: n.schoolId,
    content: n.content,
    metadata: {
      type: n.type,
      schoolId: n.schoolId,
      groupId: n.group.id,
      groupName: n.group.name,
      mission: n.mission?.id ?? null,
      missionTitle: n.mission?.title ?? null,
      submissionId: n.submissionId ?? null,
      params: n.params,
    },
    at: n.at,
  });
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.lastName} ${u.firstName}`.trim();
