// Moving personal items around (spec §4): share to the school (a pending copy for review), transfer to a colleague,
// copy into one's own library, share a copy to a colleague. A colleague is an active teacher of the same school:
// nothing crosses schools.
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import { invalid } from '../http/errors.ts';
import { rowValues, type ContentType } from './content-type.ts';
import { may, type Scope } from './scope.ts';
import { copyItem } from './copy.ts';
import { record } from './record.ts';
import { notifyLibrary } from './notify.ts';
import { fullName } from '../missions/notify.ts';
import { SERVER_MSG } from '../messages.ts';

/** An active teacher of the school other than the caller (422 otherwise). */
export async function colleague(db: Queryable, schoolId: number, userId: number, self: number) {
  const [row] = await db
    .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.schoolMembers)
    .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
    .where(
      and(
        eq(t.schoolMembers.schoolId, schoolId),
        eq(t.schoolMembers.userId, userId),
        eq(t.schoolMembers.isActive, true),
        eq(t.users.isActive, true),
        eq(t.users.userType, 'teacher'),
      ),
    );
  if (!row || row.id === self) throw invalid({ userId: [SERVER_MSG.libraryTargetNotTeacher] });
  return row;
}

async function actorName(db: Queryable, userId: number): Promise<string> {
  const [u] = await db.select({ firstName: t.users.firstName, lastName: t.users.lastName }).from(t.users).where(eq(t.users.id, userId));
  return u ? fullName(u) : '';
}

export async function shareToSchool(db: Queryable, type: ContentType, scope: Scope, itemId: number): Promise<number> {
  const approved = may(type, { ...scope, level: 'school' }, 'approve');
  const id = await copyItem(db, type, itemId, {
    level: 'school',
    schoolId: scope.schoolId,
    ownerId: scope.userId,
    status: approved ? 'approved' : 'pending',
    actorId: scope.userId,
  });
  await record(db, type, [{ itemId, action: 'share_to_school', actorId: scope.userId, resultItemId: id }]);
  return id;
}

export async function copyToPersonal(db: Queryable, type: ContentType, scope: Scope, itemId: number): Promise<number> {
  const id = await copyItem(db, type, itemId, {
    level: 'personal',
    schoolId: scope.schoolId,
    ownerId: scope.userId,
    status: 'approved',
    actorId: scope.userId,
  });
  await record(db, type, [{ itemId, action: 'copy', actorId: scope.userId, resultItemId: id }]);
  return id;
}

export async function transfer(db: Queryable, type: ContentType, scope: Scope, item: { id: number; name: string }, userId: number): Promise<void> {
  const target = await colleague(db, scope.schoolId!, userId, scope.userId);
  await db
    .update(type.table)
    .set(rowValues(type, { ownerId: target.id, updatedAt: new Date() }) as never)
    .where(eq(type.cols.id, item.id));
  await record(db, type, [{ itemId: item.id, action: 'transfer', actorId: scope.userId, targetUserId: target.id }]);
  await notifyLibrary(db, {
    userIds: [target.id],
    schoolId: scope.schoolId!,
    content: SERVER_MSG.notifyLibraryTransferred,
    params: [await actorName(db, scope.userId), item.name],
    kind: type.kind,
    level: 'personal',
    itemId: item.id,
  });
}

export async function shareToUser(db: Queryable, type: ContentType, scope: Scope, item: { id: number; name: string }, userId: number): Promise<number> {
  const target = await colleague(db, scope.schoolId!, userId, scope.userId);
  const id = await copyItem(db, type, item.id, { level: 'personal', schoolId: scope.schoolId, ownerId: target.id, status: 'approved', actorId: scope.userId });
  await record(db, type, [{ itemId: item.id, action: 'share_to_user', actorId: scope.userId, targetUserId: target.id, resultItemId: id }]);
  await notifyLibrary(db, {
    userIds: [target.id],
    schoolId: scope.schoolId!,
    content: SERVER_MSG.notifyLibraryShared,
    params: [await actorName(db, scope.userId), item.name],
    kind: type.kind,
    level: 'personal',
    itemId: id,
  });
  return id;
}
