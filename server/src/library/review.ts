// Review of a school library (spec §4): batch approve, reject with a reason, or back to pending; each change
// recorded, and each author told (unless they reviewed their own item).
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { ReviewStatus } from '../../../src/shared/library.ts';
import { rowValues, type ContentType } from './content-type.ts';
import type { Scope } from './scope.ts';
import { record } from './record.ts';
import { notifyLibrary } from './notify.ts';
import { SERVER_MSG } from '../messages.ts';

const ACTION = { approved: 'approve', rejected: 'reject', pending: 'pending' } as const;

/** Applies a review to the school's items among `ids`; returns how many changed. */
export async function review(db: Queryable, type: ContentType, scope: Scope, ids: number[], status: ReviewStatus, reason: string | undefined): Promise<number> {
  if (status === 'rejected' && !reason) throw invalid({ reason: [MSG.libraryRejectReasonRequired] });
  const c = type.cols;
  const items = (await db
    .select({ id: c.id, name: c.name, ownerId: c.ownerId })
    .from(type.table)
    .where(and(inArray(c.id, ids), eq(c.level, 'school'), eq(c.schoolId, scope.schoolId!)))) as { id: number; name: string; ownerId: number | null }[];
  if (!items.length) return 0;
  const reviewed = status === 'pending' ? { reviewedBy: null, reviewedAt: null } : { reviewedBy: scope.userId, reviewedAt: new Date() };
  await db
    .update(type.table)
    .set(rowValues(type, { status, reviewReason: status === 'rejected' ? reason : null, ...reviewed }) as never)
    .where(
      inArray(
        c.id,
        items.map((i) => i.id),
      ),
    );
  await record(
    db,
    type,
    items.map((i) => ({ itemId: i.id, action: ACTION[status], actorId: scope.userId, reason: status === 'rejected' ? reason : null })),
  );
  if (status !== 'pending') {
    for (const item of items) {
      if (item.ownerId === null || item.ownerId === scope.userId) continue;
      await notifyLibrary(db, {
        userIds: [item.ownerId],
        schoolId: scope.schoolId!,
        content: status === 'approved' ? SERVER_MSG.notifyLibraryApproved : SERVER_MSG.notifyLibraryRejected,
        params: status === 'approved' ? [item.name] : [item.name, reason],
        kind: type.kind,
        level: 'school',
        itemId: item.id,
      });
    }
  }
  return items.length;
}
