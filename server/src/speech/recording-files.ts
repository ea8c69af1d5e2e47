// Where a speaking recording's bytes are: file storage (stored_files), or, for a row the background move has not
// reached yet, the old bytea column. Everything that reads or serves a recording goes through here, so both work
// while the move runs and nothing depends on which one a row has.
import type { Context } from 'hono';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { newKey, readAll, type Storage } from '../platform/storage/index.ts';
import { defineJob } from '../platform/jobs.ts';
import { fileResponse } from '../http/file-response.ts';
import { notFound } from '../http/errors.ts';
import { log } from '../platform/logger.ts';

/** A recording never changes under its id: the browser may keep it. */
const RECORDING_CACHE = 'private, max-age=31536000, immutable';

/** Stores a recording's bytes; returns the stored file's id for the history row. */
export async function storeRecordingFile(db: Db, storage: Storage, r: { userId: number; schoolId: number; bytes: Uint8Array; contentType: string }) {
  const key = newKey('recordings');
  const info = await storage.put(key, r.bytes, { contentType: r.contentType });
  const [file] = await db
    .insert(t.storedFiles)
    .values({ key, kind: 'recording', ownerId: r.userId, schoolId: r.schoolId, contentType: r.contentType, size: info.size, etag: info.etag })
    .returning({ id: t.storedFiles.id });
  return file!.id;
}

interface RecordingRow {
  audio: Uint8Array | null;
  audioType: string;
  fileId: number | null;
}

async function fileOf(db: Db, fileId: number) {
  const [file] = await db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId));
  if (!file) throw notFound();
  return file;
}

/** The recording's bytes (to score it again). */
export async function recordingBytes(db: Db, storage: Storage, row: RecordingRow): Promise<Uint8Array> {
  if (row.audio) return row.audio;
  if (row.fileId === null) throw notFound();
  const stream = await storage.get((await fileOf(db, row.fileId)).key);
  if (!stream) throw notFound();
  return new Uint8Array(await readAll(stream));
}

/** The recording as an answer: streamed from storage with ranges, or the old column's bytes. */
export async function recordingResponse(c: Context, db: Db, storage: Storage, row: RecordingRow, presigned: boolean): Promise<Response> {
  if (row.audio) return c.body(row.audio.slice().buffer as ArrayBuffer, 200, { 'content-type': row.audioType, 'cache-control': RECORDING_CACHE });
  if (row.fileId === null) throw notFound();
  return fileResponse(c, storage, await fileOf(db, row.fileId), { cacheControl: RECORDING_CACHE, presigned });
}

/** Removes a recording's stored file once its history row is gone. */
export async function deleteRecordingFile(db: Db, storage: Storage, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const [file] = await db.delete(t.storedFiles).where(eq(t.storedFiles.id, fileId)).returning({ key: t.storedFiles.key });
  if (file) await storage.delete(file.key).catch((err: unknown) => log.warn({ err, fileId }, 'recording file not deleted from storage'));
}

const MOVE_BATCH = 20;

/**
 * Moves every recording still held in the database into storage, a few at a time. Safe to stop and start again: a
 * row is switched to its file only when the file is stored (in one statement that also empties the column), and a
 * row switched meanwhile by another instance is left alone (its extra file is deleted). Returns how many it moved.
 */
export async function moveRecordingsToStorage(db: Db, storage: Storage): Promise<number> {
  const h = t.speakingHistories;
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ id: h.id, userId: h.userId, schoolId: h.schoolId, audio: h.audio, audioType: h.audioType })
      .from(h)
      .where(and(isNotNull(h.audio), isNull(h.fileId)))
      .orderBy(asc(h.id))
      .limit(MOVE_BATCH);
    for (const row of rows) {
      const fileId = await storeRecordingFile(db, storage, { userId: row.userId, schoolId: row.schoolId, bytes: row.audio!, contentType: row.audioType });
      const switched = await db
        .update(h)
        .set({ fileId, audio: null })
        .where(and(eq(h.id, row.id), isNull(h.fileId)))
        .returning({ id: h.id });
      if (switched.length) moved += 1;
      else await deleteRecordingFile(db, storage, fileId);
    }
    if (rows.length < MOVE_BATCH) return moved;
  }
}

export function moveRecordingsJob(db: Db, storage: Storage) {
  return defineJob<Record<string, never>>({
    name: 'move-recordings',
    queue: { retryLimit: 10, retryDelay: 60 },
    run: async () => {
      const moved = await moveRecordingsToStorage(db, storage);
      if (moved) log.info({ moved }, 'recordings moved from the database to file storage');
    },
  });
}
