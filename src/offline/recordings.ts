// Pronunciation recordings on the device (issue 4): a recording and its upload are committed in one transaction as
// soon as the student stops, so the UI says "saved" only once both are on disk; the bytes leave the device only
// through the outbox. Also the on-device score, the local history and removal.
import type { SpeechResult } from '@/shared/speech/types.ts';
import { db, tx, type RecordingRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { newOutboxItem } from './outbox-item.ts';
import { OFFLINE_MSG } from './offline-messages.ts';

/** What the recorder hands over: the row's own fields (the rest are set here) and where its upload goes. */
export interface NewRecording extends Pick<RecordingRow,
  'userId' | 'schoolId' | 'contentId' | 'itemId' | 'sentence' | 'audio' | 'mimeType' | 'duration' | 'recordedAt'> {
  /** Where the upload goes (POST, multipart), its text fields and the field name of the audio file. */
  url: string;
  fields: Record<string, string>;
  fileField: string;
}

/** Stores the recording and queues its upload; resolves after both are committed (StorageFullError when full). */
export async function saveRecording(input: NewRecording): Promise<RecordingRow> {
  const { url, fields, fileField, ...rest } = input;
  const extension = input.mimeType === 'audio/wav' ? 'wav' : 'webm';
  const item = newOutboxItem({
    userId: input.userId,
    schoolId: input.schoolId,
    kind: 'recording',
    method: 'POST',
    url,
    body: undefined,
    label: OFFLINE_MSG.recordingLabel(input.sentence),
  });
  const row: RecordingRow = { ...rest, key: item.key, deviceResult: null, serverResult: null, serverId: null, uploadedAt: null };
  item.upload = { fields, file: { field: fileField, filename: `recording.${extension}`, recordingKey: item.key } };
  await tx('rw', [TABLES.recordings, TABLES.outbox], async () => {
    await db.recordings.add(row);
    await db.outbox.add(item);
  });
  emitOutboxEvent('enqueued');
  return row;
}

/**
 * Keeps the on-device score beside the recording (shown as provisional until the server's result arrives). An upload
 * never tried yet carries it along (`deviceResult`, kept by the server for comparison); one already tried keeps its
 * body as sent, so a replay under the same Idempotency-Key is the same request.
 */
export async function setDeviceResult(key: string, result: SpeechResult): Promise<void> {
  await tx('rw', [TABLES.recordings, TABLES.outbox], async () => {
    await db.recordings.update(key, { deviceResult: result });
    const upload = await db.outbox.where('key').equals(key).first();
    if (upload?.upload && upload.state === 'pending' && upload.attempts === 0) {
      const fields = { ...upload.upload.fields, deviceResult: JSON.stringify(result) };
      await db.outbox.update(upload.id!, { upload: { ...upload.upload, fields } });
    }
  });
}

export function getRecording(key: string): Promise<RecordingRow | undefined> {
  return db.recordings.get(key);
}

/** A user's recordings in one school, newest first. */
export async function listRecordings(userId: number, schoolId: number): Promise<RecordingRow[]> {
  const rows = await db.recordings.where('[userId+schoolId]').equals([userId, schoolId]).toArray();
  return rows.sort((a, b) => b.recordedAt - a.recordedAt);
}

/** The upload of a recording, if it is still in the outbox (pending, sending, failed or done). */
export function uploadOf(key: string) {
  return db.outbox.where('key').equals(key).first();
}

/**
 * Removes a recording from the device. One not yet delivered loses its queued upload too (the student deleted it);
 * one being sent right now is kept, since the server may already hold it: false then.
 */
export async function removeRecording(key: string): Promise<boolean> {
  return tx('rw', [TABLES.recordings, TABLES.outbox], async () => {
    const upload = await db.outbox.where('key').equals(key).first();
    if (upload?.state === 'sending') return false;
    if (upload) await db.outbox.delete(upload.id!);
    await db.recordings.delete(key);
    return true;
  });
}

/** Removes the device copy of a result the server deleted (matched by the server's id). */
export async function removeRecordingByServerId(userId: number, serverId: number): Promise<void> {
  await tx('rw', [TABLES.recordings], () =>
    db.recordings.filter((r) => r.userId === userId && r.serverId === serverId).delete(),
  );
}
