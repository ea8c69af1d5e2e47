// The record of library actions (schema-library.ts libraryActions): who did what to which item, and when.
import * as t from '../db/schema.ts';
import type { Queryable } from '../exams/structure.ts';
import type { ContentType } from './content-type.ts';

export type LibraryAction = 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'pending' | 'share_to_school' | 'transfer' | 'copy' | 'share_to_user';

export async function record(
  db: Queryable,
  type: ContentType,
  entries: { itemId: number; action: LibraryAction; actorId: number; targetUserId?: number | null; resultItemId?: number | null; reason?: string | null }[],
): Promise<void> {
  if (!entries.length) return;
  await db.insert(t.libraryActions).values(entries.map((e) => ({ contentType: type.kind, ...e })));
}
