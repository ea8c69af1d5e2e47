// Storage limits, checked before an upload's first byte is accepted (spec §3 usage fields, in MB): the uploader's own
// limit, and the school's when it has one. The size is the upload's declared length (tus Upload-Length), so a file
// that would not fit is refused before any of it is sent. Experiment packages count too, once each (an experiment's
// copies name the same package), against the uploader and the school it was uploaded in.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../exams/structure.ts';
import * as t from '../db/schema.ts';
import { effectiveLimit } from '../limits/effective.ts';
import { MSG } from '../../../src/shared/messages.ts';

const MB = 1024 * 1024;

/**
 * Bytes of finished uploads (and the media and slide pictures made of them) and of experiment packages, owned by the
 * user / held by the school.
 */
async function usedBytes(db: Queryable, where: 'owner' | 'school', id: number): Promise<number> {
  const column = where === 'owner' ? t.storedFiles.ownerId : t.storedFiles.schoolId;
  const packageColumn = where === 'owner' ? t.experimentPackages.ownerId : t.experimentPackages.schoolId;
  const [[row], [packages]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${t.storedFiles.size}), 0)`.mapWith(Number) })
      .from(t.storedFiles)
      .where(and(eq(column, id), inArray(t.storedFiles.kind, ['upload', 'media', 'lecture']))),
    db
      .select({ n: sql<number>`coalesce(sum(${t.experimentPackages.size}), 0)`.mapWith(Number) })
      .from(t.experimentPackages)
      .where(eq(packageColumn, id)),
  ]);
  return (row?.n ?? 0) + (packages?.n ?? 0);
}

/** The Vietnamese refusal when `size` more bytes would pass a limit, or null. */
export async function quotaRefusal(db: Db, userId: number, schoolId: number | null, size: number): Promise<string | null> {
  // The system library's files (uploaded by its managers, outside any school) count against no one's storage.
  if (schoolId === null) return null;
  const [[user], [school], mine, ours] = await Promise.all([
    db
      .select({ limitMb: effectiveLimit('storageMb') })
      .from(t.users)
      .where(eq(t.users.id, userId)),
    db.select({ limitMb: t.schools.storageLimitMb }).from(t.schools).where(eq(t.schools.id, schoolId)),
    usedBytes(db, 'owner', userId),
    usedBytes(db, 'school', schoolId),
  ]);
  if (mine + size > (user?.limitMb ?? 0) * MB) return MSG.storageOverLimit;
  if (school?.limitMb !== null && school?.limitMb !== undefined && ours + size > school.limitMb * MB) return MSG.schoolStorageOverLimit;
  return null;
}

/** Keeps the user's shown usage (spec §3 totalUsedStorage, MB) in step with the files they own. */
export async function refreshUsedStorage(db: Queryable, userId: number): Promise<void> {
  const used = await usedBytes(db, 'owner', userId);
  await db
    .update(t.users)
    .set({ totalUsedStorage: Math.ceil(used / MB) })
    .where(eq(t.users.id, userId));
}
