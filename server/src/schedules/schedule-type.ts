// Lesson plans as a library content type: everything a plan holds is in its own row, so a copy (shared to the school,
// copied, sent to a colleague) copies it with the row; an approved school plan kept to one role is read by that role's
// members only (besides its reviewers and author).
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { type ContentType, libraryCols } from '../library/content-type.ts';

const s = t.schedules;

export const scheduleType: ContentType = {
  kind: 'schedule',
  path: 'schedules',
  categoryType: 'schedule',
  table: s,
  cols: libraryCols(s, { id: s.id, name: s.name, description: s.description, schoolId: s.schoolId, ownerId: s.ownerId, createdAt: s.createdAt }),
  // The copy's row already holds the sections and activities (library/copy.ts copies the whole row); the role an
  // approved plan was kept to is the reviewer's choice for that row alone.
  async copyContent(db, _fromId, toId) {
    await db.update(s).set({ readerRoleId: null }).where(eq(s.id, toId));
  },
  approvedFor: ({ schoolId, userId }) =>
    or(
      isNull(s.readerRoleId),
      inArray(
        s.readerRoleId,
        // A member's role in this school; the administrator has none and is a reviewer anyway.
        sql`(select ${t.schoolMembers.schoolRoleId} from ${t.schoolMembers} where ${t.schoolMembers.schoolId} = ${schoolId} and ${t.schoolMembers.userId} = ${userId})`,
      ),
    )!,
};
