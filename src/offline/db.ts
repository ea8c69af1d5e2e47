// The one Dexie database of the app (attempts, answers, outbox, kv, recordings, downloads), its row types, and the
// transaction helper that turns a full disk into a StorageFullError the UI must show. Safe to import from the service
// worker.
import { Dexie, type Table } from 'dexie';
import type { AnswerValue, ExamFraction, ExamResult, PerformUpdateResult } from '@/shared/exam.ts';
import type { SpeechResult } from '@/shared/speech/types.ts';
import { STORAGE_NAMES, TABLES } from './storage-names.ts';
import { OFFLINE_MSG } from './offline-messages.ts';
import type { DownloadChunkRow, DownloadFileRow, DownloadRow } from './downloads/download-rows.ts';

/** takenOver: another device took the attempt over; this device's later answers stay here, refused by the server. */
export type LocalAttemptStatus = 'doing' | 'takenOver' | 'sealed' | 'submitted' | 'graded';

export interface AttemptRow {
  /** `${userId}:${userExamId}` (attemptKeyOf). */
  key: string;
  userId: number;
  schoolId: number;
  groupId: number;
  examId: number;
  userExamId: number;
  title: string;
  /** Server ISO: the countdown ends here whatever the device clock says. */
  deadline: string;
  /** serverNow − Date.now() at the round trip's midpoint of the last fetch. */
  clockOffsetMs: number;
  createdAt: string;
  /** Seconds. */
  duration: number;
  graceSeconds: number;
  currentQuestionId: number | null;
  status: LocalAttemptStatus;
  /** Device ms when sealed (submitted locally). */
  sealedAt: number | null;
  updatedAt: number;
  /** The server's answer to the submission, once delivered. */
  submitResult: PerformUpdateResult | null;
  /** Set when the attempt is a mission's exam task (its own attempt beside the group's); not indexed. */
  missionId?: number | null;
}

export interface AttemptContentRow {
  attemptKey: string;
  fractions: ExamFraction[];
  result: ExamResult | null;
}

export interface AnswerRow {
  attemptKey: string;
  questionId: number;
  answer: AnswerValue | null;
  /** Spec §4: a changed question is dirty; remaining questions are those not dirty. */
  dirty: boolean;
  /** Device ms of the change; the later one wins (two tabs, two devices). */
  updatedAt: number;
  /** Device ms when the server acknowledged this value; null or < updatedAt means not yet on the server. */
  syncedAt: number | null;
}

export type OutboxKind = 'answers' | 'submission' | 'grade' | 'recording' | 'mission' | 'announcement' | 'lecture';

/**
 * A multipart upload: the text fields plus one file read from IndexedDB when the item is sent (never copied into the
 * outbox row, so a recording is stored once and a retry sends the same bytes).
 */
export interface OutboxUpload {
  fields: Record<string, string>;
  file: { field: string; filename: string; recordingKey: string };
}
export type OutboxState = 'pending' | 'sending' | 'failed' | 'done';

export interface OutboxItem {
  id?: number;
  /** The Idempotency-Key (crypto.randomUUID). */
  key: string;
  userId: number;
  schoolId: number | null;
  kind: OutboxKind;
  /** Items of one group go out in id order (an attempt's answers before its submission). */
  group: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: unknown;
  /** What the sync status shows the user. */
  label: string;
  createdAt: number;
  updatedAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  lastStatus: number | null;
  state: OutboxState;
  /** The server's `data` once done (e.g. the submission result). */
  response: unknown;
  /** Set for multipart uploads (recordings); `body` is then undefined. */
  upload?: OutboxUpload;
}

/** One pronunciation recording of a student, kept on the device until the server has it. */
export interface RecordingRow {
  /** The Idempotency-Key of its upload, also the recording's id on this device. */
  key: string;
  userId: number;
  schoolId: number;
  /** The English content (lesson) and its item that was practised, when known. */
  contentId: number | null;
  itemId: number | null;
  sentence: string;
  /** 16 kHz mono 16-bit WAV bytes (an ArrayBuffer: Blobs in IndexedDB fail on some Safari versions). */
  audio: ArrayBuffer;
  mimeType: string;
  /** Seconds. */
  duration: number;
  /** Device ms when the student stopped recording. */
  recordedAt: number;
  /** The on-device score (provisional), when the engine could run. */
  deviceResult: SpeechResult | null;
  /** The server's speaking result once the upload was delivered; it replaces the device score everywhere. */
  serverResult: unknown;
  serverId: number | null;
  uploadedAt: number | null;
}

export interface KvRow {
  key: string;
  value: unknown;
}

export class LhsDb extends Dexie {
  attempts!: Table<AttemptRow, string>;
  attemptContent!: Table<AttemptContentRow, string>;
  answers!: Table<AnswerRow, [string, number]>;
  outbox!: Table<OutboxItem, number>;
  kv!: Table<KvRow, string>;
  recordings!: Table<RecordingRow, string>;
  downloads!: Table<DownloadRow, [number, string]>;
  downloadFiles!: Table<DownloadFileRow, string>;
  downloadChunks!: Table<DownloadChunkRow, [string, number]>;

  constructor(name: string = STORAGE_NAMES.database) {
    // No in-memory query cache: the answer commit writes through the bare IndexedDB API (answer-commit.ts) and
    // announces the change, and a cache would keep serving the old rows to live queries.
    super(name, { cache: 'disabled' });
    // Every version that ever shipped stays here unchanged (see storage-names.ts). Change the schema only by adding
    // version(n + 1) with an upgrade function.
    this.version(1).stores({
      [TABLES.attempts]: 'key, userId, status',
      [TABLES.attemptContent]: 'attemptKey',
      [TABLES.answers]: '[attemptKey+questionId], attemptKey',
      [TABLES.outbox]: '++id, &key, userId, state, [group+kind]',
      [TABLES.kv]: 'key',
    });
    // pronunciation recordings. Only adds a table, so no upgrade function is needed.
    this.version(2).stores({
      [TABLES.recordings]: 'key, [userId+schoolId], uploadedAt',
    });
    // The answers' attemptKey index repeated the first half of their primary key, and every answer commit paid for
    // keeping it: an attempt's answers are read by primary-key range instead (answersOfAttempt). Dexie drops the
    // index; the rows stay as they are.
    this.version(3).stores({
      [TABLES.answers]: '[attemptKey+questionId]',
    });
    // The practice content's own offline copy gave way to the persisted read cache: its kv rows are removed.
    this.version(4)
      .stores({})
      .upgrade((t) => t.table<KvRow, string>(TABLES.kv).where('key').startsWith(STORAGE_NAMES.legacy.kvSpeakingContentPrefix).delete());
    // Downloaded lectures, e-books and media (src/offline/downloads/). Only adds tables. A user's downloads are a range
    // of the [userId+key] primary key, a file's chunks a range of [url+index].
    this.version(5).stores({
      [TABLES.downloads]: '[userId+key]',
      [TABLES.downloadFiles]: 'url',
      [TABLES.downloadChunks]: '[url+index]',
    });
  }
}

export const db = new LhsDb();

/** An attempt's answers, by question id: a range of the answers' primary key [attemptKey+questionId]. */
export const answersOfAttempt = (attemptKey: string) =>
  db.answers.where('[attemptKey+questionId]').between([attemptKey, Dexie.minKey], [attemptKey, Dexie.maxKey]);

/** One user's downloads: a range of the downloads' primary key [userId+key]. */
export const downloadsOfUser = (userId: number) => db.downloads.where('[userId+key]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]);

/** The device has no room left: the answer was NOT saved and the user must be told. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(OFFLINE_MSG.storageFull, { cause });
    this.name = 'StorageFullError';
  }
}

/** Dexie wraps the DOMException (sometimes twice, in an AbortError); look through `inner`. */
export function isQuotaError(e: unknown): boolean {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    const name = (cur as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    cur = (cur as { inner?: unknown; cause?: unknown }).inner ?? (cur as { cause?: unknown }).cause;
  }
  return false;
}

type TableName = (typeof TABLES)[keyof typeof TABLES];

/**
 * Runs fn in one IndexedDB transaction and resolves only after it committed (Dexie resolves on `complete`), so a
 * caller may tell the user "saved". A full disk becomes StorageFullError; every other error passes through as is.
 */
export async function tx<T>(mode: 'r' | 'rw', tables: TableName[], fn: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction(mode, tables, fn);
  } catch (e) {
    throw isQuotaError(e) ? new StorageFullError(e) : e;
  }
}
