// Tables of pronunciation practice: the school library's English content, the speaking history with its
// recordings, and one row per scoring call for the usage statistics.
import { customType, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools, textbookSeries, users } from './schema-core.ts';
import { storedFiles } from './schema-files.ts';
import { libraryColumns } from './schema-library.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Recordings used to live in the database (bytea); they now live in file storage (`fileId`). A row still holding its
 * audio is one the background move (speech/move-recordings.ts) has not reached yet: reads use whichever is there.
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (v instanceof Uint8Array ? v : new Uint8Array(v as ArrayBufferLike)),
});

// The library's own series column is the lesson's series_id (the practice screens filter by it), so it is left out.
const { textbookSeriesId: _series, level: _level, ...lessonLibraryColumns } = libraryColumns();

/**
 * A lesson of a textbook series (spec §3) holding vocabulary of one kind: word, sentence or paragraph. It is a library
 * item (server/src/english/english-type.ts): `title` is its name, `series_id` its textbook series, `grade` the school
 * year of its grade. Lessons made before the library (the seed's) are the system's.
 */
export const englishLessons = pgTable(
  'english_lessons',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => textbookSeries.id),
    grade: integer('grade').notNull(),
    unit: text('unit').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(), // 'word' | 'sentence' | 'paragraph'
    position: integer('position').notNull().default(0),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: createdAt(),
    level: text('level').notNull().default('system'),
    ...lessonLibraryColumns,
  },
  (t) => [
    index('english_lessons_series_idx').on(t.seriesId, t.grade),
    index('english_lessons_level_idx').on(t.level, t.schoolId, t.ownerId),
    index('english_lessons_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
  ],
);

export const englishItems = pgTable(
  'english_items',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => englishLessons.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** Vietnamese meaning shown under the text. */
    meaning: text('meaning'),
    phonetic: text('phonetic'),
    /** An example sentence using the word. */
    example: text('example'),
    /** Addresses of a picture and of a reference recording (typed by the author; no upload of their own). */
    imageUrl: text('image_url'),
    audioUrl: text('audio_url'),
    status: text('status').notNull().default('approved'), // 'pending' | 'approved' | 'rejected' (spec §4 review)
    position: integer('position').notNull().default(0),
  },
  (t) => [index('english_items_lesson_idx').on(t.lessonId, t.position), index('english_items_text_idx').on(t.text)],
);

/** Spec §3 speaking result: the result is served as `body`, a JSON string. */
export const speakingHistories = pgTable(
  'speaking_histories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => englishItems.id, { onDelete: 'set null' }),
    mode: text('mode').notNull(), // 'scripted' | 'unscripted'
    sentence: text('sentence').notNull(),
    status: text('status').notNull(), // 'scored' | 'limited'
    provider: text('provider'),
    overall: integer('overall'),
    result: jsonb('result'),
    /** The provisional on-device score sent with the upload, kept for comparison only. */
    deviceResult: jsonb('device_result'),
    audio: bytea('audio'),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    audioType: text('audio_type').notNull(),
    audioSeconds: doublePrecision('audio_seconds').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * The upload's Idempotency-Key, which is also the recording's id on the device: an exam's speaking answer names its
     * recording by it (`recordingId`), so the teacher's grading page finds the audio. Not unique: a replay after the
     * key's retention may store a second row, the newest wins.
     */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('speaking_histories_user_idx').on(t.userId, t.schoolId, t.createdAt),
    index('speaking_histories_school_idx').on(t.schoolId, t.createdAt),
    index('speaking_histories_client_key_idx').on(t.clientKey),
  ],
);

/** Every scoring call, kept when its history row is deleted: the §7 statistics count calls, not current rows. */
export const speechRequests = pgTable(
  'speech_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    historyId: integer('history_id').references(() => speakingHistories.id, { onDelete: 'set null' }),
    mode: text('mode').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(), // 'scored' | 'limited' | 'failed'
    overall: integer('overall'),
    durationMs: integer('duration_ms').notNull(),
    audioSeconds: doublePrecision('audio_seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('speech_requests_created_idx').on(t.createdAt),
    index('speech_requests_user_idx').on(t.userId),
    // A school's use of its pronunciation quota and its statistics count its calls by time (schools/school-stats.ts).
    index('speech_requests_school_created_idx').on(t.schoolId, t.createdAt),
  ],
);
