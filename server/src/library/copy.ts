// Copies of a library item (spec §4: share to the school, copy, share to a user): the same row and content at a new
// level or for a new owner, remembering the item it came from.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../exams/structure.ts';
import { rowValues, type ContentType } from './content-type.ts';
import type { LibraryLevel } from '../../../src/shared/library.ts';

export interface CopyTarget {
  level: LibraryLevel;
  schoolId: number | null;
  ownerId: number;
  status: 'pending' | 'approved';
  actorId: number;
}

export async function copyItem(db: Queryable, type: ContentType, fromId: number, to: CopyTarget): Promise<number> {
  const [source] = (await db.select().from(type.table).where(eq(type.cols.id, fromId))) as Record<string, unknown>[];
  if (!source) throw new Error(`copyItem: ${type.kind} ${fromId} is gone`);
  const row: Record<string, unknown> = { ...source };
  for (const key of ['id', 'createdAt', 'updatedAt', 'reviewedAt', 'reviewedBy', 'reviewReason']) delete row[key];
  Object.assign(row, rowValues(type, { level: to.level, schoolId: to.schoolId, ownerId: to.ownerId, status: to.status, sourceId: fromId, reviewReason: null }));
  // A category of another school means nothing here.
  if (to.schoolId !== source[type.props?.schoolId ?? 'schoolId']) delete row[type.props?.categoryId ?? 'categoryId'];
  const [created] = (await db
    .insert(type.table)
    .values(row as never)
    .returning({ id: type.cols.id })) as { id: number }[];
  await type.copyContent(db, fromId, created!.id, to.actorId);
  return created!.id;
}
