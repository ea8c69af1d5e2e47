// Library notifications: an author hears that a school item was approved or rejected, a teacher that an item was
// shared or transferred to them. The app opens the library the item is in (notification-utils.ts).
import { sendNotifications } from '../notifications/send.ts';
import type { Queryable } from '../exams/structure.ts';
import type { LibraryKind, LibraryLevel } from '../../../src/shared/library.ts';

export interface LibraryNotice {
  userIds: number[];
  schoolId: number;
  content: string;
  params: unknown[];
  kind: LibraryKind;
  level: LibraryLevel;
  itemId: number;
}

export async function notifyLibrary(db: Queryable, n: LibraryNotice): Promise<void> {
  await sendNotifications(db, {
    userIds: n.userIds,
    schoolId: n.schoolId,
    content: n.content,
    metadata: { type: 'library', schoolId: n.schoolId, kind: n.kind, level: n.level, itemId: n.itemId, params: n.params },
  });
}
