// Pronunciation recordings on the device: a recording and its upload are committed in one transaction as
// soon as the student stops, so the UI says "saved" only once both are on disk; the bytes leave the device only
// through the outbox. Also the on-device score, the local history, removal, and dropping an exam answer's recordings
// that a newer one replaced before their upload starts.
import { liveQuery } from 'dexie';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { db, tx, type RecordingRow } from './db.ts';
import { TABLES } from './storage-names.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { newOutboxItem } from './outbox-item.ts';
import { OFFLINE_MSG } from './offline-messages.ts';

/** What the recorder hands over: the row's own fields (the rest are set here) and where its upload goes. */
export interface NewRecording extends Pick<
  RecordingRow,
  'userId' | 'schoolId' | 'contentId' | 'itemId' | 'sentence' | 'audio' | 'mimeType' | 'duration' | 'recordedAt'
> {
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
  await tx('rw', [TABLES.recordings], () => db.recordings.filter((r) => r.userId === userId && r.serverId === serverId).delete());
}

/** Recording ids named by the exam answers on this device (`{ type: 'speaking', recordingId }`), any attempt. */
async function recordingsNamedByAnswers(): Promise<Set<string>> {
  const rows = await db.answers.toArray();
  return new Set(rows.flatMap((r) => (r.answer?.type === 'speaking' ? [r.answer.recordingId] : [])));
}

export interface ReplacedOutcome {
  /** Removed with their queued upload: it had not started. */
  dropped: string[];
  /** Left alone: their upload was tried, is being sent or was delivered, or an answer still names them. */
  kept: string[];
}

/**
 * An exam answer recorded again: the earlier recordings it replaced (`replaced`) are removed with their upload when
 * that upload has not started (pending, never tried) — it would only cost bandwidth and a scoring call. One tried,
 * being sent or delivered stays, since the server may hold it. Nothing is removed until an answer on this device names
 * `current` (committed; before that the student's answer still points at an earlier one), nor a recording an answer
 * still names. Resolves null when no answer names `current` yet. One transaction with the answers and the outbox, so
 * no drain can claim an upload between the check and the removal. Pronunciation practice never calls this: each of
 * its recordings is history.
 */
export async function dropReplacedRecordings(current: string, replaced: readonly string[]): Promise<ReplacedOutcome | null> {
  const keys = [...new Set(replaced)].filter((k) => k !== current);
  return tx('rw', [TABLES.answers, TABLES.recordings, TABLES.outbox], async () => {
    const [named, uploads] = await Promise.all([recordingsNamedByAnswers(), Promise.all(keys.map((key) => db.outbox.where('key').equals(key).first()))]);
    if (!named.has(current)) return null;
    const outcome: ReplacedOutcome = { dropped: [], kept: [] };
    keys.forEach((key, i) => {
      const upload = uploads[i];
      const unsent = upload?.kind === 'recording' && upload.state === 'pending' && upload.attempts === 0;
      (unsent && !named.has(key) ? outcome.dropped : outcome.kept).push(key);
    });
    const ids = outcome.dropped.map((key) => uploads[keys.indexOf(key)]!.id!);
    await Promise.all([db.outbox.bulkDelete(ids), db.recordings.bulkDelete(outcome.dropped)]);
    return outcome;
  });
}

/** How long a replacement waits for its answer's commit (a refused one — the attempt was sealed — never comes). */
export const REPLACED_WAIT_MS = 30_000;

/**
 * dropReplacedRecordings once the answer naming `current` is committed: the caller hands the answer to the exam's
 * saver, which commits it a moment later, and this watches the answers until one names `current`. Resolves null when
 * none did within `timeoutMs`; the replaced recordings then stay and are uploaded as before, as they are when the tab
 * dies first. Nothing the answer relies on is removed in any of these cases.
 */
export function dropReplacedWhenAnswered(current: string, replaced: readonly string[], timeoutMs: number = REPLACED_WAIT_MS): Promise<ReplacedOutcome | null> {
  return new Promise((resolve) => {
    let done = false;
    let unsubscribe = () => {};
    const finish = (outcome: ReplacedOutcome | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    let dropping = false;
    const subscription = liveQuery(recordingsNamedByAnswers).subscribe({
      next: (named) => {
        if (dropping || !named.has(current)) return;
        dropping = true;
        dropReplacedRecordings(current, replaced).then(finish, () => finish(null));
      },
      error: () => finish(null),
    });
    if (done) subscription.unsubscribe();
    else unsubscribe = () => subscription.unsubscribe();
  });
}
