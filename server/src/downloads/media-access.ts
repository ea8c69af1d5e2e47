// Who may keep a media item on the device: whoever the media libraries show it to — anyone signed in for an approved
// system item (the system library's managers for the others); a school's members for its approved items (its
// reviewers and the author for the others); the owner for a personal one — and the members of every group it was
// given to (server/src/coursewares), as a given lecture opens for them.
import type { Context } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { schoolGrantsOf } from '../auth/middleware.ts';
import { HttpError } from '../http/errors.ts';
import { isReviewer, may } from '../library/scope.ts';
import { mediaType } from '../media/media-type.ts';
import type { MediaRow } from '../media/media-files.ts';

/** Of `ids`, those given to a group the user belongs to (a student or a teacher of it). */
async function givenToMember(c: Context<AppEnv>, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const gc = t.groupCoursewares;
  const rows = await c
    .get('deps')
    .db.selectDistinct({ id: gc.mediaId })
    .from(gc)
    .innerJoin(t.groupMembers, and(eq(t.groupMembers.groupId, gc.groupId), eq(t.groupMembers.userId, c.get('user').id)))
    .where(inArray(gc.mediaId, ids));
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

async function inLibrary(c: Context<AppEnv>, row: MediaRow): Promise<boolean> {
  const userId = c.get('user').id;
  if (row.level === 'personal') return row.ownerId === userId;
  if (row.level === 'system') {
    return row.status === 'approved' || may(mediaType, { level: 'system', schoolId: null, userId, grants: c.get('grants') }, 'view');
  }
  // An expired or closed school answers 423 here, as its library and its lectures do.
  const found = row.schoolId === null ? null : await schoolGrantsOf(c, row.schoolId);
  if (!found) return false;
  return (
    row.status === 'approved' || row.ownerId === userId || isReviewer(mediaType, { level: 'school', schoolId: row.schoolId, userId, grants: found.grants })
  );
}

/**
 * The ids of `rows` the caller may open. A school that refuses the call (423, expired or closed) refuses the one item
 * ('throw', what opening it answers) or leaves it out ('skip', when many are checked at once).
 */
export async function openableMedia(c: Context<AppEnv>, rows: MediaRow[], refused: 'throw' | 'skip' = 'throw'): Promise<Set<number>> {
  const open = await givenToMember(
    c,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    if (open.has(row.id)) continue;
    try {
      if (await inLibrary(c, row)) open.add(row.id);
    } catch (err) {
      if (refused === 'throw' || !(err instanceof HttpError)) throw err;
    }
  }
  return open;
}
