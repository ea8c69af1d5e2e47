// A PowerPoint the caller uploaded, made into a lecture of her own library or her school's, as a background task
// (server/src/tasks): one slide per shown PowerPoint slide, its picture filling the page, its words kept for screen
// readers and search, its speaker notes as the slide's notes. The lecture is created the way the library creates one
// (a school lecture waits for review unless its author may approve). The upload is deleted once the lecture is made:
// the pictures are all the lecture needs, and keeping the .pptx would count against the teacher's storage twice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import * as t from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Queryable } from '../exams/structure.ts';
import { memberGrants } from '../auth/middleware.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { createItem } from '../library/write.ts';
import { record } from '../library/record.ts';
import { demand, isReviewer, may, scopeOf, type Scope } from '../library/scope.ts';
import { log } from '../platform/logger.ts';
import { defineTaskKind, TaskFailure } from '../tasks/task-kind.ts';
import { contentFileUrl } from '../uploads/content-files.ts';
import { PPTX_TYPE } from '../uploads/file-types.ts';
import { quotaRefusal, refreshUsedStorage } from '../uploads/quota.ts';
import { id } from '../../../src/shared/schemas/id.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { TASK_SUBJECT, type TaskParams } from '../../../src/shared/tasks.ts';
import type { LectureDeck } from '../../../src/shared/lecture.ts';
import type { LibraryMetaInput } from '../../../src/shared/schemas/library.ts';
import { deckColumns } from './deck.ts';
import { lectureType } from './lecture-type.ts';
import { officeAvailable } from './pptx/convert.ts';
import { dropPictures, slidePictures, type SlidePicture } from './pptx-pictures.ts';
import { SERVER_MSG } from '../messages.ts';

type Params = TaskParams['lecture-pptx-import'];
type Upload = typeof t.storedFiles.$inferSelect;

const NAME_MAX = 200;
/** The slide schema's limit for its words and its notes (src/shared/schemas/lecture.ts): the editor can save it back. */
const SLIDE_TEXT_MAX = 5000;

/** The person's own upload in the school, not yet made into anything else. */
async function ownUpload(db: Queryable, fileId: number, userId: number, schoolId: number): Promise<Upload | undefined> {
  const f = t.storedFiles;
  const [file] = await db
    .select()
    .from(f)
    .where(and(eq(f.id, fileId), eq(f.kind, 'upload'), eq(f.ownerId, userId), eq(f.schoolId, schoolId)));
  return file;
}

/** The file's name without its extension, as the lecture's name. */
export function lectureName(filename: string | null): string {
  const name = (filename ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
  return name || 'Bài giảng từ PowerPoint';
}

const clip = (text: string) => text.slice(0, SLIDE_TEXT_MAX);

/** The importer's scope at the level, read afresh: grants may have changed since the task was started. */
async function importerScope(db: Db, userId: number, schoolId: number, level: Params['level']) {
  const grants = await memberGrants(db, userId, schoolId);
  const scope: Scope = { level, schoolId, userId, grants: grants ?? { superAdmin: false, schoolAdmin: false, permissionIds: [] } };
  if (!may(lectureType, scope, 'create')) throw new TaskFailure(MSG.forbidden, `user ${userId} may no longer create ${level} lectures`);
  return scope;
}

async function makeLecture(tx: Queryable, scope: Scope, upload: Upload, pictures: SlidePicture[]): Promise<number> {
  // Taken first: a second import of the same upload (started twice) waits here, then finds it gone and makes nothing.
  const [taken] = await tx
    .delete(t.storedFiles)
    .where(and(eq(t.storedFiles.id, upload.id), eq(t.storedFiles.kind, 'upload')))
    .returning({ id: t.storedFiles.id });
  if (!taken) throw new TaskFailure(SERVER_MSG.pptxGone, `upload ${upload.id} taken by another import`);
  const name = lectureName(upload.filename);
  await tx.insert(t.storedFiles).values(
    pictures.map((p, i) => ({
      key: p.key,
      kind: 'lecture',
      ownerId: scope.userId,
      schoolId: scope.schoolId,
      contentType: 'image/png',
      size: p.size,
      etag: p.etag,
      filename: `${name} – ${i + 1}.png`,
    })),
  );
  const deck: LectureDeck = {
    slides: pictures.map((p) => ({
      id: randomUUID(),
      background: '#ffffff',
      image: contentFileUrl(p.key),
      imageText: clip(p.text),
      notes: clip(p.notes),
      blocks: [],
    })),
  };
  const meta: LibraryMetaInput = {
    name,
    description: null,
    categoryId: null,
    subjectId: null,
    gradeId: null,
    supplierId: null,
    textbookSeriesId: null,
    topicId: null,
  };
  const lectureId = await createItem(tx, lectureType, scope, meta, deckColumns(deck, name, null), isReviewer(lectureType, scope));
  await record(tx, lectureType, [{ itemId: lectureId, action: 'create', actorId: scope.userId }]);
  await refreshUsedStorage(tx, scope.userId);
  return lectureId;
}

export const lecturePptxImport = defineTaskKind<Params>({
  name: 'lecture-pptx-import',
  params: v.object({ fileId: id(), level: v.picklist(['school', 'personal'], MSG.invalidInput) }),
  failedMessage: SERVER_MSG.pptxImportFailed,
  async authorize(c, p) {
    demand(lectureType, scopeOf(c, p.level), 'create');
    const file = await ownUpload(c.get('deps').db, p.fileId, c.get('user').id, c.get('school').schoolId);
    if (!file) throw notFound();
    // The type was read from the file's bytes when it was uploaded (uploads/file-types.ts), never from its name.
    if (file.contentType !== PPTX_TYPE) throw new HttpError(422, MSG.pptxRefused);
    // Trying again does not install LibreOffice.
    if (!(await officeAvailable())) throw new HttpError(503, MSG.pptxUnavailable, {}, { retryable: false });
    return { subject: TASK_SUBJECT['lecture-pptx-import'](p) };
  },
  async run({ db, storage, params, ownerId, schoolId, progress }) {
    if (schoolId === null) throw new TaskFailure(MSG.forbidden, 'an import outside a school');
    const upload = await ownUpload(db, params.fileId, ownerId, schoolId);
    if (!upload) throw new TaskFailure(SERVER_MSG.pptxGone, `upload ${params.fileId} is gone`);
    const scope = await importerScope(db, ownerId, schoolId, params.level);
    // The converter reports without waiting; writes are chained so none lands after the task is marked done.
    let reported = Promise.resolve();
    const report = (percent: number) => void (reported = reported.then(() => progress(percent)).catch(() => undefined));
    const pictures = await slidePictures(storage, upload.key, report);
    await reported;
    let lectureId: number;
    try {
      // The pictures replace the upload in the teacher's storage: only what they add beyond it must fit.
      const added = pictures.reduce((sum, p) => sum + p.size, 0) - upload.size;
      const refusal = await quotaRefusal(db, ownerId, schoolId, added);
      if (refusal) throw new TaskFailure(refusal, `${added} more bytes`);
      lectureId = await db.transaction((tx) => makeLecture(tx, scope, upload, pictures));
    } catch (err) {
      await dropPictures(storage, pictures);
      throw err;
    }
    // Bytes go after the row naming them is gone (never before); a failure here leaves an orphan nothing serves.
    for (const key of [upload.key, upload.thumbnailKey]) {
      if (key) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file left behind'));
    }
    return { result: { lectureId } };
  },
});
