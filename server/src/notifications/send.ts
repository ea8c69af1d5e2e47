// Writing notifications (spec §3): one row per recipient, the content with {} placeholders the app fills from
// metadata.params, delivered now or at a later time (willExecutedAt).
import type { Queryable } from '../exams/structure.ts';
import * as t from '../db/schema.ts';

export interface Notice {
  userIds: number[];
  /** null: about no school (a reply to the user's feedback). */
  schoolId: number | null;
  content: string;
  /** type, schoolId, groupId, groupName, params and what the click target needs (NotificationMeta in the app). */
  metadata: Record<string, unknown>;
  at?: Date | null;
}

export async function sendNotifications(db: Queryable, n: Notice): Promise<void> {
  if (!n.userIds.length) return;
  const metadata = JSON.stringify(n.metadata);
  const future = n.at && n.at.getTime() > Date.now() ? n.at : null;
  await db.insert(t.notifications).values(n.userIds.map((userId) => ({ userId, schoolId: n.schoolId, content: n.content, metadata, willExecutedAt: future })));
}
