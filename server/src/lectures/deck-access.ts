// Who may open and change a lecture's deck, outside any library path (the editor at /editor/{id} has no school of its
// own): a personal lecture is its owner's; a school lecture follows the caller's grants in that school, as its library
// does (approved lectures to whoever may view them, the others to reviewers, editors and their author); a system
// lecture is open to everyone signed in once approved, and changed by the system's lecture editors. Any lecture given
// to a group (server/src/coursewares), or used by a STEM topic given to a group (server/src/stem), is open to read for
// that group's students and teachers.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { schoolGrantsOf } from '../auth/middleware.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { mayChange } from '../library/access.ts';
import { may, type Scope } from '../library/scope.ts';
import type { LibraryLevel, ReviewStatus } from '../../../src/shared/library.ts';
import type { LectureDetail } from '../../../src/shared/lecture.ts';
import { lectureType as type } from './lecture-type.ts';
import { lectureGivenToMember } from '../coursewares/given.ts';
import { lectureInTopicGivenToMember } from '../stem/links.ts';

export type LectureRow = typeof t.lectures.$inferSelect;

export interface DeckAccess {
  row: LectureRow;
  scope: Scope;
  canEdit: boolean;
}

async function scopeFor(c: Context<AppEnv>, row: LectureRow): Promise<Scope | null> {
  const level = row.level as LibraryLevel;
  const userId = c.get('user').id;
  if (level !== 'school') return { level, schoolId: row.schoolId, userId, grants: c.get('grants') };
  const found = row.schoolId === null ? null : await schoolGrantsOf(c, row.schoolId);
  return found ? { level, schoolId: row.schoolId, userId, grants: found.grants } : null;
}

function rights(scope: Scope, row: LectureRow): { canView: boolean; canEdit: boolean } {
  const own = row.createdBy === scope.userId;
  if (scope.level === 'personal') return { canView: own, canEdit: own };
  if (scope.level === 'system') {
    const canEdit = may(type, scope, 'update');
    return { canView: canEdit || row.status === 'approved', canEdit };
  }
  const canEdit = mayChange(
    type,
    scope,
    { owner: row.createdBy === null ? null : { id: row.createdBy, fullName: '' }, status: row.status as ReviewStatus },
    'update',
  );
  const seesAll = own || may(type, scope, 'update') || may(type, scope, 'approve');
  return { canView: canEdit || (may(type, scope, 'view') && (row.status === 'approved' || seesAll)), canEdit };
}

/** The lecture of `id` if the caller may open it (404 when there is none, 403 when it is not theirs to open). */
export async function deckAccess(c: Context<AppEnv>, id: number, intent: 'view' | 'edit'): Promise<DeckAccess> {
  const [row] = await c.get('deps').db.select().from(t.lectures).where(eq(t.lectures.id, id));
  if (!row) throw notFound();
  const scope = await scopeFor(c, row);
  const { canView, canEdit } = scope ? rights(scope, row) : { canView: false, canEdit: false };
  if (scope && (intent === 'edit' ? canEdit : canView)) return { row, scope, canEdit };
  const { db } = c.get('deps');
  const userId = c.get('user').id;
  if (intent === 'view' && ((await lectureGivenToMember(db, id, userId)) || (await lectureInTopicGivenToMember(db, id, userId)))) {
    const reader: Scope = { level: row.level as LibraryLevel, schoolId: row.schoolId, userId: c.get('user').id, grants: c.get('grants') };
    return { row, scope: reader, canEdit: false };
  }
  throw forbidden();
}

/** The lecture as the editor and the presentation open it (GET lecture_decks/:id, a download, a free lecture). */
export const lectureDetail = (row: LectureRow, canEdit: boolean): LectureDetail => ({
  id: row.id,
  name: row.title,
  level: row.level as LibraryLevel,
  schoolId: row.schoolId,
  deck: row.deck,
  updatedAt: row.updatedAt.toISOString(),
  canEdit,
});
