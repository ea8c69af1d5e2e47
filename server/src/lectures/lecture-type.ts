// Lectures as a library content type: the deck lives in the lecture's own row, so a copy (shared to the school, copied,
// sent to a colleague) copies it with the row; a lecture a mission gives is never deleted (the students' reading would
// go with it); the media files its blocks show and its slides' pictures (an imported deck's, which its copies share)
// are let go with the last item naming them.
import { count, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { type ContentType, libraryCols } from '../library/content-type.ts';
import type { LectureDeck } from '../../../src/shared/lecture.ts';
import { releaseShownFiles } from './media-files.ts';
import { SERVER_MSG } from '../messages.ts';

const l = t.lectures;

export const lectureType: ContentType = {
  kind: 'lecture',
  path: 'lectures',
  categoryType: 'lecture',
  table: l,
  cols: libraryCols(l, { id: l.id, name: l.title, description: l.summary, schoolId: l.schoolId, ownerId: l.createdBy, createdAt: l.createdAt }),
  props: { name: 'title', description: 'summary', ownerId: 'createdBy' },
  // The copy's row already holds the deck, its text and its slide count (library/copy.ts copies the whole row).
  async copyContent() {},
  async beforeDelete(db, id) {
    const [given] = await db.select({ n: count() }).from(t.missionTasks).where(eq(t.missionTasks.lectureId, id));
    if ((given?.n ?? 0) > 0) throw new HttpError(422, SERVER_MSG.lectureInUse);
  },
  afterDelete: (db, rows) =>
    releaseShownFiles(
      db,
      rows.map((r) => r.deck as LectureDeck),
    ),
};
