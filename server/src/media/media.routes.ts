// Media in the three libraries (spec §7 media_resources at the admin level, in the school (/s) and in the personal
// library (/s/personal)): the library routes of the framework, with the file each item is made of. An item is made
// from a file its author uploaded (tus, /s/uploads) and must be a picture, a video, a sound or a GLB model, read from
// its bytes; from then on the file is served at its public address to whoever opens content showing it.
import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { libraryRoutes, type ContentFields, type FieldContext } from '../library/library-routes.ts';
import type { Queryable } from '../exams/structure.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { isImage } from '../uploads/file-types.ts';
import { mediaTypeOf, type MediaResource, type MediaType } from '../../../src/shared/media.ts';
import { mediaFields } from '../../../src/shared/schemas/media.ts';
import type * as v from 'valibot';
import { mediaType as type } from './media-type.ts';
import { mediaFileFields } from './media-files.ts';
import { SERVER_MSG } from '../messages.ts';

type MediaInput = v.InferOutput<v.ObjectSchema<typeof mediaFields, undefined>>;

/** The caller's own uploaded file (or one already in their media), now kept as a media file; null if not theirs. */
async function takeFile(db: Queryable, userId: number, fileId: number) {
  const [file] = await db
    .select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, userId), inArray(t.storedFiles.kind, ['upload', 'media'])));
  if (!file) return null;
  if (file.kind === 'upload') await db.update(t.storedFiles).set({ kind: 'media' }).where(eq(t.storedFiles.id, fileId));
  return file;
}

async function values(input: MediaInput, { db, scope, current }: FieldContext) {
  const duration = input.durationSeconds ?? null;
  if (current) {
    // An item keeps the file it was made of (copies name it too); another file is another item.
    const [row] = await db.select().from(t.mediaResources).where(eq(t.mediaResources.id, current.id));
    if (input.fileId !== undefined && input.fileId !== row!.fileId) throw invalid({ fileId: [SERVER_MSG.mediaFileFixed] });
    if (input.thumbnailFileId !== undefined && input.thumbnailFileId !== row!.thumbnailFileId) throw invalid({ thumbnailFileId: [SERVER_MSG.mediaFileFixed] });
    return { durationSeconds: duration };
  }
  const file = input.fileId === undefined ? null : await takeFile(db, scope.userId, input.fileId);
  const media: MediaType | null = file ? mediaTypeOf(file.contentType) : null;
  if (!file) throw invalid({ fileId: [MSG.mediaFileRequired] });
  if (!media) throw invalid({ fileId: [MSG.mediaTypeRefused] });
  let thumbnailFileId: number | null = null;
  if (input.thumbnailFileId) {
    const picture = await takeFile(db, scope.userId, input.thumbnailFileId);
    if (!picture || !isImage(picture.contentType)) throw invalid({ thumbnailFileId: [SERVER_MSG.mediaThumbnailRefused] });
    thumbnailFileId = picture.id;
  }
  return { fileId: file.id, mediaType: media, thumbnailFileId, durationSeconds: media === 'video' || media === 'audio' ? duration : null };
}

const fields: ContentFields<typeof mediaFields> = {
  entries: mediaFields,
  values,
  async decorate(c, items) {
    if (!items.length) return items;
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(t.mediaResources)
      .where(
        inArray(
          t.mediaResources.id,
          items.map((i) => i.id),
        ),
      );
    const fields = await mediaFileFields(db, rows);
    return items.map((item): MediaResource => ({ ...item, ...fields.get(item.id)! }));
  },
};

export const mediaLibrary = new Hono<AppEnv>().route('/', libraryRoutes(type, fields as unknown as ContentFields));
